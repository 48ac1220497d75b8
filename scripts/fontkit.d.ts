/** The parts of fontkit (no type declarations of its own) that the scripts use. */
declare module 'fontkit' {
  export function openSync(path: string): unknown;
  /** A font from its bytes (TTF, OTF, WOFF, WOFF2); `characterSet` lists the code points it maps. */
  export function create(buffer: Buffer): { characterSet: number[] };
}
