/** The part of fontkit (no type declarations of its own) that scripts/generate-brand-art.ts uses. */
declare module 'fontkit' {
  export function openSync(path: string): unknown;
}
