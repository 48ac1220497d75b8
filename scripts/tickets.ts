/**
 * Operator CLI for the ticket desk: `npm run tickets -- list | show ID | export | deliver | retry ID`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { ticketsCli } from '../src/lib/tickets/cli';

const code = await ticketsCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code;
