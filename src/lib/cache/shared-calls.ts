/**
 * Concurrent calls for one key share one run: the first call starts it, the ones that come while it
 * runs get the same promise (its answer or its failure); the key is free again once it settles.
 */
export class SharedCalls<V> {
  private readonly running = new Map<string, Promise<V>>();

  run(key: string, call: () => Promise<V>): Promise<V> {
    let pending = this.running.get(key);
    if (!pending) {
      pending = call().finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    return pending;
  }

  /** Tests: forget the running calls. */
  clear(): void {
    this.running.clear();
  }
}
