import { printableIo, type CliIo } from './terminal';

/**
 * What the operator CLIs (tickets, mail, leads, newsletter, translations) share: the option
 * parser, the list options, and the frame that runs a command against the stores and closes them.
 */
export type { CliIo };

/** The word after `name` ('--limit 5' → '5'); undefined when the option is absent. */
export function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `--limit N`: a positive number, else `fallback`. */
export function limitOption(args: readonly string[], fallback = 50): number {
  const limit = Number(option(args, '--limit') ?? fallback);
  return Number.isFinite(limit) && limit > 0 ? limit : fallback;
}

/** `--status S`, one of `statuses`; an unknown one is an error line that names them. */
export function statusOption<S extends string>(args: readonly string[], statuses: readonly S[]): { status?: S; error?: string } {
  const status = option(args, '--status');
  if (status === undefined || status === '') return {};
  if (!statuses.includes(status as S)) return { error: `Unknown status "${status}" (one of ${statuses.join(', ')})` };
  return { status: status as S };
}

/** 'pending 2, sent 5', or 'none'. */
export function countsLine(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts).map(([key, value]) => `${key} ${value}`).join(', ') || 'none';
}

/**
 * Runs one command of an operator CLI: every line it prints is made printable first (what visitors
 * wrote reaches the operator's terminal: never a raw control character); with `statuses`, a
 * `--status` that is none of them is an error (exit 2) before the command runs, and a valid one is
 * handed to it; an unknown command prints the usage (exit 2; no command at all: exit 0); the stores
 * are closed whatever happens.
 */
export async function operatorCli<S extends string = string>(
  args: readonly string[],
  rawIo: CliIo,
  {
    usage,
    close,
    statuses,
    run,
  }: {
    usage: string;
    close: () => Promise<void>;
    statuses?: readonly S[];
    run: (command: string | undefined, rest: string[], io: CliIo, status: S | undefined) => Promise<number | 'usage'>;
  },
): Promise<number> {
  const io = printableIo(rawIo);
  const [command, ...rest] = args;
  try {
    const { status, error } = statuses ? statusOption(rest, statuses) : {};
    if (error) {
      io.err(error);
      return 2;
    }
    const code = await run(command, rest, io, status);
    if (code !== 'usage') return code;
    io.err(usage);
    return command ? 2 : 0;
  } finally {
    await close();
  }
}

/** A CLI as the process: its arguments, stdout and stderr by lines, its exit code. */
export async function runCli(cli: (args: string[], io: CliIo) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await cli(process.argv.slice(2), {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
