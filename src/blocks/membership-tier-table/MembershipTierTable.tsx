import { Section } from '@/components/ui/Section';
import { tierFacts, type TierFacts } from '@/lib/memberships/facts';
import { CONTACT_SALES_ABOVE_DOMAINS, ROI_STARTING_FROM_TIER, tierByName } from '@/lib/memberships/tiers';
import { fillTemplate, moneyFigure } from '@/lib/pricing/money';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { formatCount, membershipMessages, rawText, tierAction, tierDomainsText } from '@/components/blocks/membership/labels';
import { FigureLine, PlanPrice } from '@/components/blocks/membership/MembershipPrice.lazy';
import { planPriceMessages } from '@/components/blocks/membership/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { Money } from '@/components/blocks/pricing/Money.client';
import type { BlockProps } from '../types';
import type { MembershipTierTableAttributes } from './schema';

/**
 * The 11-row tier table: domains range, tier, free .coms, annual price (a running promotion's with
 * the regular one struck through), savings ('ROI starting from' on Supreme L) and the row's action:
 * sign up, or contact sales above 15,000 domains. Every figure is the membership facts' in the page
 * currency; rows sent by the content system choose and order the tiers, their figures are not used
 * (one membership truth).
 */
export async function MembershipTierTableBlock({ attributes, context }: BlockProps<MembershipTierTableAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const locale = context.locale;
  const facts = copy.sources.memberships;
  const rows: TierFacts[] = attributes.rows?.length
    ? attributes.rows.flatMap((row) => {
        const tier = tierByName(row.membershipTier);
        const known = tier ? tierFacts(facts, tier.id) : null;
        return known ? [known] : [];
      })
    : facts.tiers;
  if (!rows.length) return null;
  const captionId = `tier-table-${attributes.anchor || 'caption'}`;
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      <IslandMessages locale={context.locale} namespaces={planPriceMessages}>
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
              {rows.map((tier) => {
                const action = tierAction(tier, t, locale);
                return (
                  <tr key={tier.id} data-tier={tier.id} className="border-t border-slate-200 odd:bg-white even:bg-muted">
                    <td className="px-4 py-3">{tierDomainsText(tier, t, locale)}</td>
                    <th scope="row" className="px-4 py-3 font-bold text-heading">{tier.name}</th>
                    <td className="px-4 py-3 text-right">{formatCount(tier.freeComs, locale)}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap" data-testid="tier-price">
                      <PlanPrice regular={tier.yearly} promo={tier.promo?.yearly} locale={locale} />
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap" data-testid="tier-savings">
                      {tier.id === ROI_STARTING_FROM_TIER ? (
                        <FigureLine parts={fillTemplate(rawText(t, 'tiers.roiFrom'), { amount: moneyFigure(tier.savings) })} locale={locale} />
                      ) : (
                        <Money amounts={tier.savings} locale={locale} />
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
      </IslandMessages>
      <p className="mt-3 text-sm text-slate-700">{t('table.savingsNote')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('table.above', { domains: CONTACT_SALES_ABOVE_DOMAINS })}</p>
    </Section>
  );
}
