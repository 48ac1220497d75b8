// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseHtml, renderBlockHtml } from '@/test/render-server';
import { freeComCalculatorFixtures } from './fixture';
import { renderIsland } from '@/test/render-island';
import { FreeComCalculator } from './FreeComCalculator.client';
import { freeComCalculatorSchema } from './schema';

// The island gets the value texts filled by the block; here as written.
vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const rows = freeComCalculatorSchema.parse(freeComCalculatorFixtures[0]!.attributes).rows.map((row) => ({ ...row, value: [row.value ?? ''] }));

describe('free .com calculator', () => {
  it('starts on the first row; a click on a row or the dropdown selects a tier', async () => {
    const user = userEvent.setup();
    renderIsland(<FreeComCalculator rows={rows} locale="en" />, { namespaces: ['promotions.freeCom'] });
    expect(screen.getByTestId('free-com-summary')).toHaveTextContent('With Starter: 5 free .com domains');
    expect(screen.getByRole('button', { name: 'Starter' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByText('1,000'));
    expect(screen.getByTestId('free-com-summary')).toHaveTextContent('With Scale: 150 free .com domains');
    expect(screen.getByRole('button', { name: 'Scale' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Choose your tier'), 'Growth');
    expect(screen.getByTestId('free-com-summary')).toHaveTextContent('With Growth: 30 free .com domains');
  });

  it('refuses a tier table without rows or with a count that is not a number', () => {
    expect(freeComCalculatorSchema.safeParse({ rows: [], banner: { title: 'x' } }).success).toBe(false);
    expect(freeComCalculatorSchema.safeParse({ rows: [{ tier: 'A', domains: 'many', free_com: 1 }], banner: { title: 'x' } }).success).toBe(false);
  });
});

describe('free .com calculator block', () => {
  it("a row's value names its figure: the catalogue's .com list price fills it (sample 10.44 USD, 9.40 EUR)", async () => {
    vi.stubEnv('PROMOTIONS_NOW', '2024-04-01T10:00:00Z'); // before 2024-04-11: the calculator shows
    const values = async (locale: 'en' | 'es') =>
      [...parseHtml(await renderBlockHtml('acf/free-com-calculator', freeComCalculatorFixtures[0]!.attributes, { locale })).querySelectorAll('tbody td:last-child')].map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(await values('en')).toEqual(['worth 5 × $10.44', 'worth 30 × $10.44', 'worth 150 × $10.44']);
    expect((await values('es'))[0]).toBe('worth 5 × 9,40 €');
    vi.unstubAllEnvs();
  });
});
