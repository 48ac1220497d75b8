// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { freeComCalculatorFixtures } from './fixture';
import { renderIsland } from '@/test/render-island';
import { FreeComCalculator } from './FreeComCalculator.client';
import { freeComCalculatorSchema } from './schema';

const { rows } = freeComCalculatorSchema.parse(freeComCalculatorFixtures[0]!.attributes);

describe('free .com calculator', () => {
  it('starts on the first row; a click on a row or the dropdown selects a tier', async () => {
    const user = userEvent.setup();
    renderIsland(<FreeComCalculator rows={rows} />, { namespaces: ['promotions.freeCom'] });
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
