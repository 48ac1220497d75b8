/**
 * Operator CLI for the ticket desk: `npm run tickets -- list | show ID | export | deliver | retry ID`.
 * Run with tsx --conditions=react-server (so `server-only` resolves to its no-op build).
 */
import { runCli } from '../src/lib/ops/cli';
import { ticketsCli } from '../src/lib/tickets/cli';

await runCli(ticketsCli);
