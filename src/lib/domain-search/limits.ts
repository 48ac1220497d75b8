/**
 * Bounded concurrency: a counting semaphore whose waiters give up when their signal aborts (a
 * check's deadline, a closed search), and one semaphore per registry for the whole process.
 */
export class Semaphore {
  private active = 0;
  private readonly waiters: { grant: () => void; fail: (error: unknown) => void }[] = [];

  constructor(readonly limit: number) {}

  get busy(): number {
    return this.active;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** Resolves with the release function once a slot is free; rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          this.active += 1;
          resolve(this.releaser());
        },
        fail: reject,
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.waiters.shift()?.grant();
    };
  }
}

/** One semaphore per key (registry); idle ones are dropped so the map stays as small as the work in flight. */
export class KeyedSemaphores {
  private readonly semaphores = new Map<string, Semaphore>();

  constructor(private readonly limit: number) {}

  async acquire(key: string, signal?: AbortSignal): Promise<() => void> {
    let semaphore = this.semaphores.get(key);
    if (!semaphore) {
      semaphore = new Semaphore(this.limit);
      this.semaphores.set(key, semaphore);
    }
    const current = semaphore;
    try {
      const release = await current.acquire(signal);
      return () => {
        release();
        this.dropIfIdle(key, current);
      };
    } catch (error) {
      this.dropIfIdle(key, current);
      throw error;
    }
  }

  /** Queries in flight for a key (tests). */
  busy(key: string): number {
    return this.semaphores.get(key)?.busy ?? 0;
  }

  get size(): number {
    return this.semaphores.size;
  }

  private dropIfIdle(key: string, semaphore: Semaphore): void {
    if (semaphore.busy === 0 && semaphore.waiting === 0 && this.semaphores.get(key) === semaphore) this.semaphores.delete(key);
  }
}
