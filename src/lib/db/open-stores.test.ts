import { describe, expect, it } from 'vitest';
import { openStores } from './open-stores';

describe('openStores', () => {
  it('shares one store per key, forgets a failed open, and closes every store even when one fails to close', async () => {
    const closed: string[] = [];
    const stores = openStores<{ name: string }>(async (store) => {
      if (store.name === 'broken') throw new Error('cannot close');
      closed.push(store.name);
    });
    let opened = 0;
    const open = (name: string) => async () => ({ name, n: ++opened });
    const a = await stores.get('a', open('a'));
    expect(await stores.get('a', open('a'))).toBe(a);
    expect(opened).toBe(1);
    await expect(stores.get('b', () => Promise.reject(new Error('locked')))).rejects.toThrow('locked');
    expect((await stores.get('b', open('b'))).name).toBe('b');
    await stores.get('broken', open('broken'));
    await stores.closeAll();
    expect(closed.sort()).toEqual(['a', 'b']);
    expect(await stores.get('a', open('a'))).not.toBe(a);
  });
});
