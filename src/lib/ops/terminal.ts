/**
 * What the operator CLIs print (tickets, leads, newsletter, mail): text visitors wrote — names,
 * subjects, messages, file names, addresses — goes to the operator's terminal. Every C0 control
 * but tab and line feed, DEL, every C1 control (ESC, CSI…) and the bidi overrides become a visible
 * `\uXXXX`, so such text can never move the cursor, recolour, retitle or rewrite the terminal (ESC,
 * BEL, CR, BS, RLO). `\uXXXX` is also a valid JSON escape, so `export` lines stay JSON.
 */
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The same output, every line made printable. */
export function printableIo(io: CliIo): CliIo {
  return { out: (line) => io.out(printable(line)), err: (line) => io.err(printable(line)) };
}
