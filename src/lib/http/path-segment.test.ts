import { describe, expect, it } from 'vitest';
import { decodePathSegment, decodePathSegments } from './path-segment';

describe('decodePathSegment', () => {
  it('decodes escapes, UTF-8 included', () => {
    expect(decodePathSegment('caf%C3%A9')).toBe('café');
    expect(decodePathSegment('com')).toBe('com');
  });
  it.each(['%', '%zz', 'a%b', '%E0%A4%A', '%C3'])('%s names no page: undefined, never a throw', (segment) => {
    expect(decodePathSegment(segment)).toBeUndefined();
  });
  it('all or nothing for a list', () => {
    expect(decodePathSegments(['blog', 'caf%C3%A9'])).toEqual(['blog', 'café']);
    expect(decodePathSegments(['blog', '%'])).toBeUndefined();
    expect(decodePathSegments([])).toEqual([]);
  });
});
