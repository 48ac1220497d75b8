/**
 * Operator CLI for the mail outbox: `npm run mail -- list | show ID [--html] | send | retry ID`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { runCli } from '../src/lib/ops/cli';
import { mailCli } from '../src/lib/mail/cli';

await runCli(mailCli);
