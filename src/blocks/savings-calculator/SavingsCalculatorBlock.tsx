import { Section } from '@/components/ui/Section';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { savingsCalculatorMessages } from './messages';
import { SavingsCalculator } from './SavingsCalculator.lazy';
import type { SavingsCalculatorAttributes } from './schema';

/** Savings calculator; its section is the #mm_savings target of the home hero. */
export function SavingsCalculatorBlock({ attributes, context }: BlockProps<SavingsCalculatorAttributes>) {
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return (
    <Section id={attributes.anchor || 'mm_savings'} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <IslandMessages locale={context.locale} namespaces={savingsCalculatorMessages}>
        <SavingsCalculator locale={context.locale} path={context.path} signUpUrl={signUp} anchor="" />
      </IslandMessages>
    </Section>
  );
}
