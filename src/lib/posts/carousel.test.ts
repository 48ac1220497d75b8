import { describe, expect, it } from 'vitest';
import { arrowState, clampIndex, showArrows, visibleCards } from './carousel';

describe('blog carousel', () => {
  it('shows 1 card below 768 px, 2 below 1024 px, else 3', () => {
    expect([360, 767, 768, 1023, 1024, 1920].map(visibleCards)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('clamps the index between 0 and cards minus visible', () => {
    expect(clampIndex(-1, 6, 3)).toBe(0);
    expect(clampIndex(2, 6, 3)).toBe(2);
    expect(clampIndex(4, 6, 3)).toBe(3);
    expect(clampIndex(5, 2, 3)).toBe(0);
  });
  it('shows arrows only with more cards than fit; disables them at the ends', () => {
    expect(showArrows(3, 3)).toBe(false);
    expect(showArrows(4, 3)).toBe(true);
    expect(arrowState(0, 6, 3)).toEqual({ previous: false, next: true });
    expect(arrowState(3, 6, 3)).toEqual({ previous: true, next: false });
    expect(arrowState(1, 6, 1)).toEqual({ previous: true, next: true });
  });
});
