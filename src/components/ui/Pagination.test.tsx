// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Pagination } from './Pagination';

const labels = { label: 'Pagination', previous: 'Previous', next: 'Next', first: 'First', page: 'Page {page}' };

function Harness({ start, total, onChange }: { start: number; total: number; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      totalPages={total}
      labels={labels}
      onChange={(next) => {
        onChange?.(next);
        setPage(next);
      }}
    />
  );
}

function pageNumbers(): string[] {
  return screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent ?? '');
}

describe('Pagination', () => {
  it('disables previous on page 1 and next on the last page', () => {
    const { unmount } = render(<Harness start={1} total={3} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    unmount();
  });

  it('marks the current page and moves with previous and next', () => {
    const onChange = vi.fn();
    render(<Harness start={5} total={12} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it("shows 'first' only past page 10 and it goes to page 1", () => {
    render(<Harness start={10} total={30} />);
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
  });

  it('does not call onChange for the current page or disabled controls', () => {
    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={1} labels={labels} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pagination page={1} totalPages={0} labels={labels} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
