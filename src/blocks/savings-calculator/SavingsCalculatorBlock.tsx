import { Section } from '@/components/ui/Section';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { SavingsCalculator } from './SavingsCalculator.lazy';
import type { SavingsCalculatorAttributes } from './schema';

/** Savings calculator; its section is the #mm_savings target of the home hero. */
export async function SavingsCalculatorBlock({ attributes, context }: BlockProps<SavingsCalculatorAttributes>) {
  const labels = await pricingLabels(context.locale);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor || 'mm_savings'} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <SavingsCalculator locale={context.locale} path={context.path} signUpUrl={signUp} labels={labels.calculator} anchor="" />
    </Section>
  );
}
