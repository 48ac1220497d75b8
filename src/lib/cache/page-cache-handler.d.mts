export const NOT_FOUND_ENTRIES: number;
export const NOT_FOUND_BYTES: number;
export class NotFoundCache {
  constructor(maxEntries?: number, maxBytes?: number);
  get(key: string): unknown;
  set(key: string, entry: unknown, size: number): void;
  delete(key: string): void;
  readonly size: number;
}
export function isNotFoundPage(data: unknown): boolean;
export default class PageCacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<{ value: Record<string, unknown>; lastModified: number } | null>;
  set(key: string, data: Record<string, unknown> | null, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
