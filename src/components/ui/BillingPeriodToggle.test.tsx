// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BillingPeriodToggle, type BillingPeriod } from './BillingPeriodToggle';
import { SegmentedControl } from './SegmentedControl';

function Harness({ start = 'month' as BillingPeriod }) {
  const [period, setPeriod] = useState<BillingPeriod>(start);
  return (
    <>
      <BillingPeriodToggle value={period} onChange={setPeriod} labels={{ month: 'Monthly', year: 'Yearly', group: 'Billing period' }} />
      <output>{period}</output>
    </>
  );
}

describe('BillingPeriodToggle', () => {
  it('is a radio group of two, monthly first, with one tab stop on the checked choice', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios.map((radio) => radio.textContent)).toEqual(['Monthly', 'Yearly']);
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(radios[1]).toHaveAttribute('aria-checked', 'false');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1]);
  });

  it('switches by mouse', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('status')).toHaveTextContent('year');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0]);
  });

  it('switches by keyboard: Tab to the group, arrows move and check (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('year');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('month');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('year');
    await user.keyboard('{Home}');
    expect(screen.getByRole('status')).toHaveTextContent('month');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('year');
    // One tab stop: Tab leaves the group.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('starts where its table says (the product table from isYearly)', () => {
    render(<Harness start="year" />);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('SegmentedControl with nothing checked', () => {
  it('gives the first choice the tab stop and checks nothing until chosen', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<SegmentedControl label="Domains" value={null} onChange={(value) => chosen.push(value)} options={[{ value: 'a', label: '100' }, { value: 'b', label: '500' }]} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1]);
    await user.click(radios[1]!);
    expect(chosen).toEqual(['b']);
  });
});
