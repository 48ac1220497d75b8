/**
 * Operator CLI for the newsletter's subscribers: `npm run newsletter -- list | show EMAIL | export`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { newsletterCli } from '../src/lib/subscriptions/cli';

const code = await newsletterCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code;
