/**
 * One open store per data directory (tests point DATA_DIR elsewhere): the first use opens it, later
 * uses share it, and a failed open is forgotten so that the next use tries again. closeAll() closes
 * every store this process opened (tests, the operator CLIs, shutdown); a store that fails to close
 * does not keep the others open.
 */
export function openStores<S>(close: (store: S) => Promise<unknown>) {
  const stores = new Map<string, Promise<S>>();
  return {
    get(key: string, open: () => Promise<S>): Promise<S> {
      let store = stores.get(key);
      if (!store) {
        store = open();
        store.catch(() => stores.delete(key));
        stores.set(key, store);
      }
      return store;
    },
    async closeAll(): Promise<void> {
      const all = [...stores.values()];
      stores.clear();
      await Promise.allSettled(all.map(async (store) => close(await store)));
    },
  };
}
