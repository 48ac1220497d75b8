import { describe, expect, it } from 'vitest';
import { comFromPrice } from './marketing';

describe('comFromPrice', () => {
  it("is the spec copy $10.44 in English; one currency per page: EUR on es and nl, by Intl for the page's language", () => {
    expect(comFromPrice('en')).toBe('$10.44');
    expect(comFromPrice('es')).toBe('9,40\u00a0€');
    expect(comFromPrice('nl')).toBe('€\u00a09,40');
  });
  it('is INR on the India variant (10.44 x 89 = 929.16)', () => {
    expect(comFromPrice('hi')).toBe('₹929.16');
  });
});
