/**
 * Operator CLI for the first-party lead form: `npm run leads -- list | show ID | export`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { runCli } from '../src/lib/ops/cli';
import { leadsCli } from '../src/lib/leads/cli';

await runCli(leadsCli);
