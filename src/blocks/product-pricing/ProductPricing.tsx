import { IslandMessages } from '@/components/i18n/IslandMessages';
import { CmsButton } from '@/components/blocks/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import { ProductPricingTable } from './ProductPricingTable.lazy';
import type { ProductPricingAttributes } from './schema';

/** Product pricing block: a dark section (background image or colour, default #012856) with the plans table. */
export function ProductPricing({ attributes, context }: BlockProps<ProductPricingAttributes>) {
  const { heading, description, isYearly, plans, button, backgroundUrl, backgroundColor, anchor, className } = attributes;
  if (!plans.month.length && !plans.year.length) return null;
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
              <RichText html={heading.title} inline as="span" />
            </Heading>
          ) : null}
          {description ? <RichText html={description} className="mt-3 text-lg text-white/90 [&_a]:text-white" /> : null}
        </div>
        <IslandMessages locale={context.locale} namespaces={['marketingSocial.productPricing']}>
          <ProductPricingTable isYearly={isYearly} plans={plans} />
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
