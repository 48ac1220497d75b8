import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';

describe('acf/whois block', () => {
  it('is registered and every fixture parses', () => {
    const block = blockRegistry.get('acf/whois');
    expect(block?.island).toBe('WhoisLookup');
    for (const fixture of block?.fixtures ?? []) expect(block?.resolve(fixture.attributes).ok, fixture.title).toBe(true);
    expect(block?.fixtures.length).toBeGreaterThan(0);
  });
  it('tolerates loose CMS attributes', () => {
    expect(blockRegistry.get('acf/whois')?.resolve({ heading: null, sub_heading: 42 }).ok).toBe(true);
  });
});
