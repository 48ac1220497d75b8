import { IslandMessages } from '@/components/i18n/IslandMessages';
import { CmsButton } from '@/components/blocks/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { compareAtOf, promoLabelOf, type BillingPeriod, type PlanRow } from '@/lib/product-tables/plans';
import type { BlockProps } from '../types';
import { ProductPricingTable } from './ProductPricingTable.lazy';
import type { FilledPlanRow } from './ProductPricingTable.lazy';
import type { ProductPricingAttributes } from './schema';

/**
 * Product pricing block: a dark section (background image or colour, default #012856) with the plans
 * table. Figures in the heading, description and the rows' price, compare-at price and promo label are
 * placeholders filled for the page ('{product:plesk-web-admin} / month').
 */
export async function ProductPricing({ attributes, context }: BlockProps<ProductPricingAttributes>) {
  const { heading, description, isYearly, plans, button, backgroundUrl, backgroundColor, anchor, className } = attributes;
  if (!plans.month.length && !plans.year.length) return null;
  const copy = await pageCopy(context.locale);
  const filled = (rows: PlanRow[]): FilledPlanRow[] =>
    rows.map((row) => {
      const compareAt = compareAtOf(row);
      const promo = promoLabelOf(row);
      return { feature: row.feature, price: copy.parts(row.price), compareAt: compareAt ? copy.parts(compareAt) : null, promo: promo ? copy.parts(promo) : null };
    });
  const filledPlans: Record<BillingPeriod, FilledPlanRow[]> = { month: filled(plans.month), year: filled(plans.year) };
  return (
    <section
      id={anchor || undefined}
      data-background={backgroundColor}
      className={`bg-cover bg-center py-14 text-white ${className}`.trim()}
      style={{ backgroundColor, backgroundImage: backgroundUrl ? `linear-gradient(rgba(1,40,86,0.8), rgba(1,40,86,0.8)), url("${backgroundUrl.replace(/["\\\n]/g, '')}")` : undefined }}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="mb-8 text-center">
          {heading?.title ? (
            <Heading tag={heading.tag} look={heading.tag === 'h3' ? 'h2' : undefined} fontSize={heading.fontSize} className="text-white">
              {copy.html(heading.title, { inline: true, as: 'span' })}
            </Heading>
          ) : null}
          {copy.html(description, { className: 'mt-3 text-lg text-white/90 [&_a]:text-white' })}
        </div>
        <IslandMessages locale={context.locale} namespaces={['marketingSocial.productPricing']}>
          <ProductPricingTable isYearly={isYearly} plans={filledPlans} locale={context.locale} />
        </IslandMessages>
        {button ? (
          <div className="mt-8 text-center">
            <CmsButton button={button} inverse />
          </div>
        ) : null}
      </div>
    </section>
  );
}
