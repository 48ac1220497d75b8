import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { tierFacts } from '@/lib/memberships/facts';
import { longDay } from '@/lib/pricing/fill';
import { countFigure, fillTemplate, moneyFigure, type Figure } from '@/lib/pricing/money';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { formatCount, membershipMessages, rawText } from '@/components/blocks/membership/labels';
import { FigureLine, PlanPrice } from '@/components/blocks/membership/MembershipPrice.lazy';
import { planPriceMessages } from '@/components/blocks/membership/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { pageCopy } from '@/components/blocks/pricing/copy';
import type { BlockProps } from '../types';
import type { MembershipPlanCardsAttributes } from './schema';
import { IncludedItem } from '@/components/blocks/membership/IncludedItem';

const STATIC_PLAN_TIERS = ['basic_s', 'basic_m', 'basic_l'] as const;

/**
 * Basic S, M and L (the static membership plan cards): yearly price, domain
 * operations a year and ROI — from the membership facts, so they agree with the tier table and the
 * tier selector (the spec's typed '6X/7X/12X' were not what the prices give). The Basic S offer
 * ('{percent} off', '{price} instead of {was}', 'Limited offer ending {date}') shows while the
 * running membership promotion prices Basic S, with its prices and its last day.
 */
export async function MembershipPlanCardsBlock({ attributes, context }: BlockProps<MembershipPlanCardsAttributes>) {
  const [t, copy] = await Promise.all([membershipMessages(context.locale), pageCopy(context.locale)]);
  const locale = context.locale;
  const signUp = controlPanelLinks(siteConfig(), locale).signUp;
  const tiers = STATIC_PLAN_TIERS.flatMap((id) => tierFacts(copy.sources.memberships, id) ?? []);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} />
      <IslandMessages locale={context.locale} namespaces={planPriceMessages}>
        <div className="mt-6 grid gap-6 md:grid-cols-3" data-testid="membership-plan-cards">
          {tiers.map((tier) => {
            const offer = tier.promo;
            const percent: Figure | null = offer ? { kind: 'percent', values: offer.off } : null;
            return (
              <article key={tier.id} data-tier={tier.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg">
                <h3 className="text-2xl">{tier.name}</h3>
                <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
                  <PlanPrice regular={tier.yearly} promo={offer?.yearly} locale={locale} className="text-3xl font-extrabold text-heading" />
                  <span className="text-sm text-slate-700">{t('billing.perYear')}</span>
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  <IncludedItem>
                    {t('static.operations', { count: formatCount(tier.toDomains ?? tier.fromDomains, locale) })}
                  </IncludedItem>
                  <IncludedItem>
                    <strong>
                      <FigureLine parts={fillTemplate(rawText(t, 'static.roi'), { roi: countFigure(tier.roi) })} locale={locale} />
                    </strong>
                  </IncludedItem>
                </ul>
                {offer && percent ? (
                  <div className="mt-4 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm" data-testid="basic-s-offer">
                    <FigureLine as="p" parts={fillTemplate(rawText(t, 'static.offerBadge'), { percent })} locale={locale} className="inline-flex rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white" />
                    <FigureLine as="p" parts={fillTemplate(rawText(t, 'static.offerText'), { price: moneyFigure(offer.yearly), was: moneyFigure(tier.yearly) })} locale={locale} className="mt-2 font-semibold text-heading" />
                    {offer.endsOn ? <p className="mt-1 text-slate-700">{t('static.offerEnds', { date: longDay(offer.endsOn, locale) ?? offer.endsOn })}</p> : null}
                  </div>
                ) : null}
                <ButtonLink
                  href={attributes.button?.url || `${signUp}?membership=${tier.id.replace('_', '-')}`}
                  target={attributes.button?.target}
                  className="mt-5 w-full"
                  type={tier.id === 'basic_s' ? 'primary' : 'transparent'}
                >
                  {attributes.button?.title || t('cards.buy')}
                </ButtonLink>
              </article>
            );
          })}
        </div>
      </IslandMessages>
    </Section>
  );
}
