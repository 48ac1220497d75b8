import type { ComponentProps } from 'react';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/locales';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '../BlockTitle';
import type { HeadingAttribute } from '../attributes';
import type { Copy } from '../pricing/copy';
import { MembershipPricingTable } from './MembershipPricingTable.lazy';
import { pricingTableMessages } from './messages';

/**
 * A membership pricing block (the classic and the newer one): its centred heading and sub heading
 * (figures filled for the page) over the pricing table, which reads its messages from the island
 * messages around it. Other props go to the table.
 */
export function MembershipPricingSection({
  attributes,
  copy,
  ...table
}: { attributes: { anchor?: string; className?: string; heading?: HeadingAttribute; sub_heading?: string }; copy: Copy; locale: Locale } & ComponentProps<typeof MembershipPricingTable>) {
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div className="text-center">
        <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      </div>
      <IslandMessages locale={table.locale} namespaces={pricingTableMessages}>
        <MembershipPricingTable {...table} />
      </IslandMessages>
    </Section>
  );
}
