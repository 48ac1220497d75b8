/**
 * Operator CLI for the first-party lead form: `npm run leads -- list | show ID | export`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { leadsCli } from '../src/lib/leads/cli';

const code = await leadsCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code;
