export interface SegmentGzip {
  gzip(body: Buffer, nonce: string): Buffer;
  readonly size: number;
  readonly bytes: number;
}
export function createSegmentGzip(options: { placeholder: string; maxEntries?: number; maxBytes?: number; level?: number }): SegmentGzip;
export function acceptsGzip(acceptEncoding: string | undefined): boolean;
