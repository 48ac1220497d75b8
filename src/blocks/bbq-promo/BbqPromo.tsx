import { Check } from 'lucide-react';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { BbqPromoFlow } from './BbqPromoFlow.lazy';
import type { BbqPromoAttributes } from './schema';

type Props = BlockProps<BbqPromoAttributes>;

function Title({ attributes }: { attributes: BbqPromoAttributes }) {
  return <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} subClassName="mb-6 text-lg" />;
}

/** bbq_promo_step (and the default): how it works, three steps and the footer bar. */
export function BbqPromoSteps({ attributes, context }: Props) {
  const anchor = attributes.anchor || 'how-it-works';
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  const accountLink = { url: attributes.account_link?.url ?? signUp, title: attributes.account_link?.title ?? '' };
  const promoLink = { url: attributes.promo_link?.url ?? '/membership-plans/promotions', title: attributes.promo_link?.title ?? '' };
  return (
    <Section id={anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div data-variant="bbq_promo_step">
        <Title attributes={attributes} />
        <IslandMessages locale={context.locale} namespaces={['promotions.bbq']}>
          <BbqPromoFlow
            steps={attributes.steps.map((step) => ({ title: step.title, text: step.text ?? '' }))}
            accountLink={accountLink}
            promoLink={promoLink}
            anchor={anchor}
          />
        </IslandMessages>
      </div>
    </Section>
  );
}

/** bbq_promotion_sales_points: the selling points of the BBQ promotion. */
export function BbqSalesPoints({ attributes }: Props) {
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div data-variant="bbq_promotion_sales_points">
        <Title attributes={attributes} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {attributes.sales_points.map((point) => (
            <li key={point.title} className="flex gap-3 rounded-2xl bg-[#fff7ed] p-5">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-[#c2410c]" />
              <span>
                <span className="block font-bold">{point.title}</span>
                {point.text ? <span className="mt-1 block text-slate-700">{point.text}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
