/**
 * The least-recently-used map the site server keeps its per-page work in (gzip parts, origin
 * templates, the page memory): at most `maxEntries` entries and `maxBytes` in all, the oldest used
 * going first; an entry larger than `maxBytes` alone is not kept.
 */
export interface BoundedCache<V> {
  /** The value, now the most recently used. */
  get(key: string): V | undefined;
  /** Keeps the value (unless it is larger than the whole cache); answers whether it was kept. */
  set(key: string, value: V): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createBoundedCache<V>({ maxEntries, maxBytes, sizeOf }: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }): BoundedCache<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;
  const cache: BoundedCache<V> = {
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key, value) {
      cache.delete(key);
      const size = sizeOf(value);
      if (size > maxBytes) return false;
      entries.set(key, { value, size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.size;
      }
      return true;
    },
    delete(key) {
      const found = entries.get(key);
      if (!found) return;
      entries.delete(key);
      bytes -= found.size;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
  return cache;
}
