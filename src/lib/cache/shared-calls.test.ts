import { describe, expect, it } from 'vitest';
import { SharedCalls } from './shared-calls';

describe('SharedCalls', () => {
  it('runs one call per key while it is running; the key is free again once it settles', async () => {
    const calls = new SharedCalls<string>();
    let runs = 0;
    const call = () => {
      runs += 1;
      return Promise.resolve(`answer ${runs}`);
    };
    const [first, second, other] = await Promise.all([calls.run('a.com', call), calls.run('a.com', call), calls.run('b.com', call)]);
    expect([first, second, other]).toEqual(['answer 1', 'answer 1', 'answer 2']);
    expect(await calls.run('a.com', call)).toBe('answer 3');
  });

  it('shares a failure with every waiting caller, then runs anew', async () => {
    const calls = new SharedCalls<string>();
    const failing = () => Promise.reject(new Error('registry down'));
    await expect(Promise.all([calls.run('a.com', failing), calls.run('a.com', () => Promise.resolve('not run'))])).rejects.toThrow('registry down');
    expect(await calls.run('a.com', () => Promise.resolve('fresh'))).toBe('fresh');
  });
});
