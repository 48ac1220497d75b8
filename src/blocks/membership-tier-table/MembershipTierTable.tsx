import { Section } from '@/components/ui/Section';
import { tierPrices, tierSavings } from '@/lib/memberships/catalogue';
import type { PriceMap } from '@/lib/memberships/prices';
import { MEMBERSHIP_TIERS, ROI_STARTING_FROM_TIER, tierByName, type MembershipTier } from '@/lib/memberships/tiers';
import { parsePrice } from '@/lib/pricing/savings-calculator';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { formatCount, membershipMessages, rawText, tierAction, tierDomainsText } from '@/components/blocks/membership/labels';
import { MembershipPrice, PriceSentence } from '@/components/blocks/membership/MembershipPrice.client';
import type { BlockProps } from '../types';
import { CurrencyNote } from './CurrencyNote.client';
import type { MembershipTierTableAttributes } from './schema';

interface Row {
  tier: MembershipTier;
  domains: string;
  freeComs: string;
  price: PriceMap;
  savings: PriceMap;
}

const nonEmpty = (map: PriceMap | undefined): map is PriceMap => Boolean(map && Object.keys(map).length);

/**
 * The 11-row tier table: domains range, tier, free .coms, annual price, savings ('ROI starting
 * from' on Supreme L) and the row's action: sign up, or contact sales above 15,000 domains.
 */
export async function MembershipTierTableBlock({ attributes, context }: BlockProps<MembershipTierTableAttributes>) {
  const t = await membershipMessages(context.locale);
  const locale = context.locale;
  const rows: Row[] = attributes.rows?.length
    ? attributes.rows.flatMap((row) => {
        const tier = tierByName(row.membershipTier);
        if (!tier) return [];
        const free = parsePrice(row.free_domains);
        return [
          {
            tier,
            domains: row.no_of_domains || tierDomainsText(tier, t, locale),
            freeComs: formatCount(free ?? tier.freeComs, locale),
            price: nonEmpty(row.price) ? row.price : tierPrices(tier),
            savings: nonEmpty(row.savings) ? row.savings : tierSavings(tier),
          },
        ];
      })
    : MEMBERSHIP_TIERS.map((tier) => ({ tier, domains: tierDomainsText(tier, t, locale), freeComs: formatCount(tier.freeComs, locale), price: tierPrices(tier), savings: tierSavings(tier) }));
  if (!rows.length) return null;
  const unavailable = t('unavailable');
  const captionId = `tier-table-${attributes.anchor || 'caption'}`;
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-3">
        <table className="w-full min-w-[720px] border-collapse text-left text-sm" data-testid="membership-tier-table">
          <caption id={captionId} className="sr-only">
            {t('table.caption')}
          </caption>
          <thead className="bg-brand-dark text-white">
            <tr>
              <th scope="col" className="px-4 py-3">{t('table.domains')}</th>
              <th scope="col" className="px-4 py-3">{t('table.tier')}</th>
              <th scope="col" className="px-4 py-3 text-right">{t('table.freeComs')}</th>
              <th scope="col" className="px-4 py-3 text-right">{t('table.price')}</th>
              <th scope="col" className="px-4 py-3 text-right">{t('table.savings')}</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">{t('table.action')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const action = tierAction(row.tier, t, locale);
              const savings = <MembershipPrice prices={row.savings} locale={locale} unavailable={unavailable} className="whitespace-nowrap" />;
              return (
                <tr key={row.tier.id} data-tier={row.tier.id} className="border-t border-slate-200 odd:bg-white even:bg-muted">
                  <td className="px-4 py-3">{row.domains}</td>
                  <th scope="row" className="px-4 py-3 font-bold text-heading">{row.tier.name}</th>
                  <td className="px-4 py-3 text-right">{row.freeComs}</td>
                  <td className="px-4 py-3 text-right font-semibold whitespace-nowrap" data-testid="tier-price">
                    <MembershipPrice prices={row.price} locale={locale} unavailable={unavailable} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    {row.tier.id === ROI_STARTING_FROM_TIER ? (
                      <PriceSentence as="span" template={rawText(t, 'tiers.roiFrom')} prices={row.savings} locale={locale} fallback={unavailable} />
                    ) : (
                      savings
                    )}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <a href={action.url} className="font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-dark">
                      {action.label}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CurrencyNote prices={rows.flatMap((row) => [row.price, row.savings])} locale={locale} template={rawText(t, 'table.unavailableNote')} />
      <p className="mt-2 text-sm text-slate-700">{t('table.above')}</p>
    </Section>
  );
}
