import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pricingLabels } from '../pricing-shared/labels';
import type { BlockProps } from '../types';
import { SavingsCalculator } from './SavingsCalculator.lazy';
import type { SavingsCalculatorAttributes } from './schema';

/** Savings calculator; its section is the #mm_savings target of the home hero. */
export async function SavingsCalculatorBlock({ attributes, context }: BlockProps<SavingsCalculatorAttributes>) {
  const labels = await pricingLabels(context.locale);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor || 'mm_savings'} className={`py-10 ${attributes.className ?? ''}`}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-2">
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mb-4" /> : null}
      <SavingsCalculator locale={context.locale} path={context.path} signUpUrl={signUp} labels={labels.calculator} anchor="" />
    </Section>
  );
}
