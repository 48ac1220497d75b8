import { Section } from '@/components/ui/Section';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pricingLabels, type PricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { SavingsCalculator, type SavingsCalculatorLabels } from './SavingsCalculator.lazy';
import type { SavingsCalculatorAttributes } from './schema';

/** Savings calculator; its section is the #mm_savings target of the home hero. */
export async function SavingsCalculatorBlock({ attributes, context }: BlockProps<SavingsCalculatorAttributes>) {
  const labels = savingsCalculatorLabels(await pricingLabels(context.locale));
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor || 'mm_savings'} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <SavingsCalculator locale={context.locale} path={context.path} signUpUrl={signUp} labels={labels} anchor="" />
    </Section>
  );
}

/** The savings calculator island's labels. */
function savingsCalculatorLabels({ t, raw }: PricingLabels): SavingsCalculatorLabels {
  return {
    searchLabel: t('calculator.label'),
    placeholder: t('calculator.placeholder'),
    search: t('calculator.search'),
    currency: t('currency'),
    tld: t('calculator.tld'),
    nonMemberPrice: t('calculator.nonMemberPrice'),
    memberPrice: t('calculator.memberPrice'),
    percentSavings: t('calculator.percentSavings'),
    savingsPerYear: t('calculator.savingsPerYear'),
    buyMembership: t('calculator.buyMembership'),
    loading: t('loading'),
    noMatch: t('calculator.noMatch'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    pagination: t('calculator.pagination'),
    summary: raw('calculator.summary'),
    renewsAt: t('tldTable.renewsAt'),
  };
}
