import { CmsButton } from '@/components/blocks/CmsButton';
import { Section } from '@/components/ui/Section';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import type { BlockProps } from '../types';
import type { PriceBannerAttributes } from './schema';

/**
 * Member and non-member price with duration text and a button. The prices are placeholders
 * ({price:com:member}, {price:com:nonmember}) filled from the catalogue in the page currency (the
 * visitor's on English pages). Paths containing domain-transfer get the alternative (stacked,
 * light) layout.
 */
export async function PriceBannerBlock({ attributes, context }: BlockProps<PriceBannerAttributes>) {
  const [{ t }, copy] = await Promise.all([pricingLabels(context.locale), pageCopy(context.locale)]);
  const price = (value: string | undefined) => (value ? copy.text(value) : '');
  const alternative = context.path.includes('domain-transfer');
  const duration = attributes.durationText || t('banner.duration');
  return (
    <Section id={attributes.anchor} className={`py-8 ${attributes.className ?? ''}`}>
      <div
        className={
          alternative
            ? 'flex flex-col gap-4 rounded-2xl border border-slate-300 bg-white p-6 text-ink'
            : 'flex flex-col items-start gap-6 rounded-2xl bg-brand-dark p-8 text-white md:flex-row md:items-center md:justify-between [&_h2]:text-white'
        }
        data-variant={alternative ? 'alternative' : 'default'}
      >
        {attributes.title ? <h2 className="text-2xl font-bold">{copy.text(attributes.title)}</h2> : null}
        <dl className="flex flex-wrap gap-8">
          <div>
            <dt className="text-sm">{attributes.memberPriceText || t('banner.member')}</dt>
            <dd className="text-3xl font-extrabold">
              {price(attributes.memberPrice)} <span className="text-base font-normal">{duration}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm">{attributes.nonMemberPriceText || t('banner.nonMember')}</dt>
            <dd className="text-2xl font-bold">
              {price(attributes.nonMemberPrice)} <span className="text-base font-normal">{duration}</span>
            </dd>
          </div>
        </dl>
        <CmsButton button={attributes.button} />
      </div>
    </Section>
  );
}
