import { describe, expect, it } from 'vitest';
import { comFromPrice } from './marketing';

describe('comFromPrice', () => {
  it('is the spec copy $10.44 in en, es and nl', () => {
    expect(comFromPrice('en')).toBe('$10.44');
    expect(comFromPrice('es')).toBe('$10.44');
    expect(comFromPrice('nl')).toBe('$10.44');
  });
  it('is INR on the India variant (10.44 x 89 = 929.16)', () => {
    expect(comFromPrice('hi')).toBe('₹929.16');
  });
});
