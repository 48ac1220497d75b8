/** The part of subset-font (no type declarations of its own) that scripts/fonts-subset.ts uses. */
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype'; variationAxes?: Record<string, number | AxisRange>; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
