'use client';

import { SegmentedControl } from './SegmentedControl';

export type BillingPeriod = 'month' | 'year';

export interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** The two choices' labels ('Monthly', 'Yearly') and the group's accessible name ('Billing period'). */
  labels: { month: string; year: string; group: string };
  className?: string;
  inverse?: boolean;
}

/**
 * The Monthly/Yearly switch of the pricing tables (two buttons,
 * monthly first). A radio group: click a choice, or Tab to it and use the arrow keys. It holds no
 * state of its own, so each table decides where it starts (the newer membership table on month,
 * the product pricing table from its isYearly attribute).
 */
export function BillingPeriodToggle({ value, onChange, labels, className, inverse }: BillingPeriodToggleProps) {
  return (
    <SegmentedControl<BillingPeriod>
      options={[
        { value: 'month', label: labels.month },
        { value: 'year', label: labels.year },
      ]}
      value={value}
      onChange={onChange}
      label={labels.group}
      className={className}
      inverse={inverse}
      testId="billing-period"
    />
  );
}
