import { describe, expect, it } from 'vitest';
import { tldDisplay } from './tld-display';

describe('extension display', () => {
  it('shows IDN extensions in Unicode, keeping the ASCII form', () => {
    expect(tldDisplay('.xn--p1ai')).toEqual({ name: '.рф', ascii: '.xn--p1ai', isIdn: true });
    expect(tldDisplay('xn--mgbtx2b')).toEqual({ name: '.عراق', ascii: '.xn--mgbtx2b', isIdn: true });
    expect(tldDisplay('COM')).toEqual({ name: '.com', ascii: '.com', isIdn: false });
    expect(tldDisplay('.co.uk').isIdn).toBe(false);
  });
});
