import { describe, expect, it } from 'vitest';
import { countsLine, limitOption, operatorCli, option, statusOption } from './cli';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe('operator CLI options', () => {
  it('reads the word after an option; absent is undefined', () => {
    expect(option(['list', '--to', 'a@example.com'], '--to')).toBe('a@example.com');
    expect(option(['list'], '--to')).toBeUndefined();
  });

  it('takes a positive --limit, else the default of 50', () => {
    expect(limitOption(['--limit', '5'])).toBe(5);
    expect(limitOption(['--limit', '0'])).toBe(50);
    expect(limitOption(['--limit', 'many'])).toBe(50);
    expect(limitOption([], 20)).toBe(20);
  });

  it('checks --status against the statuses and names them when it is unknown', () => {
    const statuses = ['pending', 'sent'] as const;
    expect(statusOption(['--status', 'sent'], statuses)).toEqual({ status: 'sent' });
    expect(statusOption([], statuses)).toEqual({});
    expect(statusOption(['--status', 'lost'], statuses)).toEqual({ error: 'Unknown status "lost" (one of pending, sent)' });
  });

  it('counts by status on one line', () => {
    expect(countsLine({ pending: 2, sent: 5 })).toBe('pending 2, sent 5');
    expect(countsLine({})).toBe('none');
  });
});

describe('operatorCli', () => {
  it('prints visitors\' control characters visibly, closes the stores, and answers an unknown command with the usage', async () => {
    let closed = 0;
    const close = async () => void closed++;
    const run = async (command: string | undefined, rest: string[], io: { out: (line: string) => void }) => {
      if (command !== 'show') return 'usage' as const;
      io.out(`name: ${rest[0]}`);
      return 0;
    };
    const shown = capture();
    expect(await operatorCli(['show', 'Jo\u001b[2J'], shown.io, { usage: 'Usage: x', close, run })).toBe(0);
    expect(shown.out).toEqual(['name: Jo\\u001b[2J']);
    const unknown = capture();
    expect(await operatorCli(['frobnicate'], unknown.io, { usage: 'Usage: x', close, run })).toBe(2);
    expect(unknown.err).toEqual(['Usage: x']);
    expect(await operatorCli([], capture().io, { usage: 'Usage: x', close, run })).toBe(0);
    await expect(operatorCli(['show'], capture().io, { usage: 'Usage: x', close, run: async () => Promise.reject(new Error('disk')) })).rejects.toThrow('disk');
    expect(closed).toBe(4);
  });

  it('refuses an unknown --status before the command runs, and hands a known one to it', async () => {
    let closed = 0;
    const seen: Array<string | undefined> = [];
    const options = {
      usage: 'Usage: x',
      close: async () => void closed++,
      statuses: ['pending', 'sent'] as const,
      run: async (_command: string | undefined, _rest: string[], _io: unknown, status: 'pending' | 'sent' | undefined) => {
        seen.push(status);
        return 0;
      },
    };
    const refused = capture();
    expect(await operatorCli(['list', '--status', 'lost'], refused.io, options)).toBe(2);
    expect(refused.err).toEqual(['Unknown status "lost" (one of pending, sent)']);
    expect(await operatorCli(['list', '--status', 'sent'], capture().io, options)).toBe(0);
    expect(await operatorCli(['list'], capture().io, options)).toBe(0);
    expect(seen).toEqual(['sent', undefined]);
    expect(closed).toBe(3);
  });
});
