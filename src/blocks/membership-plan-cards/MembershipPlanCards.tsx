import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { BASIC_S_OFFER, isOfferRunning, STATIC_PLAN_CARDS } from '@/lib/memberships/catalogue';
import { moneyLocale } from '@/lib/pricing/currency';
import { promotionsNow } from '@/lib/promotions/clock';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { formatCount, membershipMessages, rawText } from '@/components/blocks/membership/labels';
import { MembershipPrice } from '@/components/blocks/membership/MembershipPrice.client';
import type { BlockProps } from '../types';
import { OfferLine } from './OfferLine.client';
import type { MembershipPlanCardsAttributes } from './schema';

/** The offer's last day as the page language writes dates ('March 31, 2025' in English). */
function longDate(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(moneyLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Basic S ($49.99, up to 100 domain operations, ROI 6X), Basic M ($199.99, 500, 7X) and Basic L
 * ($499.99, 2000, 12X). The Basic S offer (60% off, $19.99 instead of $49.99) shows through its
 * last day by the promotions clock.
 */
export async function MembershipPlanCardsBlock({ attributes, context }: BlockProps<MembershipPlanCardsAttributes>) {
  const t = await membershipMessages(context.locale);
  const locale = context.locale;
  const signUp = controlPanelLinks(siteConfig(), locale).signUp;
  const offerRunning = isOfferRunning(attributes.offer_ends, promotionsNow());
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <div className="mt-6 grid gap-6 md:grid-cols-3" data-testid="membership-plan-cards">
        {STATIC_PLAN_CARDS.map((card) => (
          <article key={card.tier} data-tier={card.tier} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg">
            <h3 className="text-2xl">{card.name}</h3>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
              <MembershipPrice prices={card.prices} locale={locale} unavailable={t('unavailable')} className="text-3xl font-extrabold text-heading" />
              <span className="text-sm text-slate-700">{t('billing.perYear')}</span>
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              <li className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {t('static.operations', { count: formatCount(card.domainOperations, locale) })}
              </li>
              <li className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <strong>{t('static.roi', { roi: card.roi })}</strong>
              </li>
            </ul>
            {offerRunning && card.tier === BASIC_S_OFFER.tier ? (
              <OfferLine
                price={BASIC_S_OFFER.price}
                was={BASIC_S_OFFER.was}
                locale={locale}
                labels={{
                  badge: t('static.offerBadge', { percent: BASIC_S_OFFER.percentOff }),
                  text: rawText(t, 'static.offerText'),
                  ends: t('static.offerEnds', { date: longDate(attributes.offer_ends, locale) }),
                }}
              />
            ) : null}
            <ButtonLink
              href={attributes.button?.url || `${signUp}?membership=${card.tier.replace('_', '-')}`}
              target={attributes.button?.target}
              className="mt-5 w-full"
              type={card.tier === 'basic_s' ? 'primary' : 'transparent'}
            >
              {attributes.button?.title || t('cards.buy')}
            </ButtonLink>
          </article>
        ))}
      </div>
    </Section>
  );
}
