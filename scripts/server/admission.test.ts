import { describe, expect, it } from 'vitest';
import { createAdmission, START_PER_TURN } from './admission';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createAdmission (the site server starts a few requests per event-loop turn)', () => {
  it('starts at most START_PER_TURN per turn, in arrival order, and every one in the end', async () => {
    const admit = createAdmission();
    const started: number[] = [];
    for (let index = 0; index < 10; index++) admit(() => started.push(index));
    expect(started).toEqual([]); // nothing synchronously
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3].slice(0, START_PER_TURN));
    await nextTurn();
    expect(started).toHaveLength(Math.min(10, 2 * START_PER_TURN));
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('an idle server starts a request on the next turn', async () => {
    const admit = createAdmission(2);
    let started = false;
    admit(() => (started = true));
    await nextTurn();
    expect(started).toBe(true);
  });

  it('a request whose client left while it waited is not started, and takes no one else’s turn', async () => {
    const admit = createAdmission(2);
    const started: number[] = [];
    const left = new Set([1, 2]);
    for (let index = 0; index < 5; index++) admit(() => started.push(index), () => left.has(index));
    await nextTurn();
    expect(started).toEqual([0, 3]);
    await nextTurn();
    expect(started).toEqual([0, 3, 4]);
  });
});
