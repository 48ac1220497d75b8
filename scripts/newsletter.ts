/**
 * Operator CLI for the newsletter's subscribers: `npm run newsletter -- list | show EMAIL | export`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { runCli } from '../src/lib/ops/cli';
import { newsletterCli } from '../src/lib/subscriptions/cli';

await runCli(newsletterCli);
