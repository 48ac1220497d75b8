import { formatPageLabel, paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(1, 3).pages).toEqual([1, 2, 3]);
    expect(paginationWindow(3, 5).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five numbers centred on the current page', () => {
    expect(paginationWindow(6, 20).pages).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(11, 20).pages).toEqual([9, 10, 11, 12, 13]);
  });

  it('keeps five numbers at the start and at the end', () => {
    expect(paginationWindow(1, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(19, 20).pages).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20).pages).toEqual([16, 17, 18, 19, 20]);
  });

  it('disables previous on page 1 and next on the last page', () => {
    expect(paginationWindow(1, 8)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(paginationWindow(4, 8)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(paginationWindow(8, 8)).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(paginationWindow(1, 1)).toMatchObject({ hasPrevious: false, hasNext: false, pages: [1] });
  });

  it("shows the 'first' button only once past page 10", () => {
    expect(paginationWindow(10, 30).showFirst).toBe(false);
    expect(paginationWindow(11, 30).showFirst).toBe(true);
    expect(paginationWindow(30, 30).showFirst).toBe(true);
  });

  it('clamps out-of-range and non-numeric input', () => {
    expect(paginationWindow(0, 4)).toMatchObject({ current: 1, hasPrevious: false });
    expect(paginationWindow(99, 4)).toMatchObject({ current: 4, hasNext: false, pages: [1, 2, 3, 4] });
    expect(paginationWindow(Number.NaN, 4).current).toBe(1);
    expect(paginationWindow(2.7, 4).current).toBe(2);
    expect(paginationWindow(3, 0)).toMatchObject({ pages: [], current: 1, hasPrevious: false, hasNext: false });
    expect(paginationWindow(3, -5).pages).toEqual([]);
  });
});

describe('formatPageLabel', () => {
  it('fills the page number', () => {
    expect(formatPageLabel('Page {page}', 7)).toBe('Page 7');
    expect(formatPageLabel('Página {page} de {total}', 2, 9)).toBe('Página 2 de 9');
  });
});
