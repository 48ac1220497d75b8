/**
 * Operator CLI for the mail outbox: `npm run mail -- list | show ID [--html] | send | retry ID`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { mailCli } from '../src/lib/mail/cli';

const code = await mailCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code;
