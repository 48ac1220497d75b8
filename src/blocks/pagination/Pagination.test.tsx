// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { BlockContext } from '../types';
import { paginationBlock } from '.';
import { paginationBlockFixtures } from './fixture';
import { PaginationBlock } from './Pagination';
import { paginationBlockSchema } from './schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const context: BlockContext = { locale: 'en', path: '/blocks', pageUri: '/blocks', nonce: 'n0nce' };

async function renderBlock(attributes: Record<string, unknown>, locale: BlockContext['locale'] = 'en') {
  const parsed = paginationBlockSchema.parse(attributes);
  return render(await PaginationBlock({ attributes: parsed, innerBlocks: [], context: { ...context, locale } }));
}

describe('acf/pagination schema', () => {
  it('reads numbers from strings and defaults to one page', () => {
    expect(paginationBlockSchema.parse({ total_pages: '12', current_page: '3' })).toMatchObject({ total_pages: 12, current_page: 3, base_url: '' });
    expect(paginationBlockSchema.parse({})).toMatchObject({ total_pages: 1, current_page: 1 });
    expect(paginationBlockSchema.parse({ total_pages: 'many' }).total_pages).toBe(1);
  });

  it('every fixture parses', () => {
    for (const fixture of paginationBlockFixtures) expect(paginationBlock.resolve(fixture.attributes).ok).toBe(true);
  });
});

describe('acf/pagination block', () => {
  it('without base_url is interactive and announces the page', async () => {
    await renderBlock({ total_pages: 3, current_page: 1 });
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('with base_url renders ?page=N links and disabled next on the last page', async () => {
    await renderBlock({ total_pages: 6, current_page: 6, base_url: '/blog' });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog?page=5');
    const next = screen.getByRole('link', { name: /Next/ });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows 'first' past page 10 and uses the visitor's language", async () => {
    await renderBlock({ total_pages: 40, current_page: 12, base_url: '/blog' }, 'es');
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Primera' })).toHaveAttribute('href', '/blog?page=1');
    expect(screen.getByRole('link', { name: 'Página 14' })).toBeInTheDocument();
  });
});
