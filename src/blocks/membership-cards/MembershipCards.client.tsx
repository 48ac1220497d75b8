'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { InfoTooltip } from '@/components/ui/InfoTooltip.client';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { moneyLocale } from '@/lib/pricing/currency';
import { amountIn } from '@/lib/pricing/money';
import { FigureLine, PlanPrice } from '@/components/blocks/membership/MembershipPrice.client';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import type { MembershipCardData } from './cards';
import { IncludedItem } from '@/components/blocks/membership/IncludedItem';

function MembershipCard({ card, locale }: { card: MembershipCardData; locale: string }) {
  const t = useTranslations('memberships');
  const [active, setActive] = useState<number | null>(card.defaultIndex);
  const [highlighted, setHighlighted] = useState(false);
  const [currency] = useCurrency(locale);
  const item = active === null ? null : (card.items[active] ?? null);
  const amount = item ? amountIn(item.yearly, currency) : null;
  const count = new Intl.NumberFormat(moneyLocale(locale));
  const selectLabel = card.selectDomainCountText || t('cards.select');
  const cta = card.cta || t('cards.buy');
  return (
    <article
      data-membership={card.id}
      data-testid="membership-card"
      data-highlighted={highlighted ? 'true' : undefined}
      onPointerEnter={() => setHighlighted(true)}
      onPointerLeave={() => setHighlighted(false)}
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition focus-within:border-brand ${highlighted ? '-translate-y-0.5 border-brand shadow-lg ring-2 ring-brand/40' : 'border-slate-200'}`}
    >
      <h3 className="text-2xl">{card.title}</h3>
      {card.description.length ? (
        <p className="mt-2 text-sm text-slate-700">
          <FigureLine parts={card.description} locale={locale} />
        </p>
      ) : null}
      <div className="mt-4 min-h-16" data-testid="membership-card-price">
        {item ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            {card.textBeforePrice ? <span className="text-sm text-slate-700">{card.textBeforePrice}</span> : null}
            {amount === null ? (
              <span className="text-3xl font-extrabold text-heading">{t('unavailable')}</span>
            ) : (
              <PlanPrice regular={item.yearly} promo={item.promo} locale={locale} className="text-3xl font-extrabold text-heading" />
            )}
            {card.textAfterPrice && amount !== null ? <span className="text-sm text-slate-700">{card.textAfterPrice}</span> : null}
          </p>
        ) : (
          <p className="text-sm font-semibold text-slate-700">{t('cards.choose')}</p>
        )}
      </div>
      {card.items.length ? (
        <div className="mt-3">
          <p className="flex items-center gap-1 text-sm font-semibold text-heading">
            {selectLabel}
            {card.tooltipContent ? <InfoTooltip label={t('moreInfo', { name: selectLabel })} text={card.tooltipContent} /> : null}
          </p>
          <SegmentedControl
            className="mt-2"
            label={`${card.title}: ${selectLabel}`}
            value={active === null ? null : String(active)}
            onChange={(value) => setActive(Number(value))}
            options={card.items.map((option, index) => {
              const shown = /^\d+$/.test(option.numberOfDomains) ? count.format(Number(option.numberOfDomains)) : option.numberOfDomains;
              return { value: String(index), label: shown, ariaLabel: t('cards.domains', { count: shown }) };
            })}
          />
        </div>
      ) : null}
      {card.features.length ? (
        <div className="mt-5 flex-1">
          {card.listTitle ? <p className="text-sm font-bold text-heading">{card.listTitle}</p> : null}
          <ul className="mt-2 space-y-1.5 text-sm">
            {card.features.map((feature, index) => (
              <IncludedItem key={index}>
                <FigureLine parts={feature} locale={locale} />
              </IncludedItem>
            ))}
          </ul>
        </div>
      ) : (
        <div className="flex-1" />
      )}
      {item?.link ? (
        <a
          href={item.link.url}
          target={item.link.target ?? undefined}
          rel={item.link.target === '_blank' ? 'noopener noreferrer' : undefined}
          className={buttonClasses('primary', 'medium', 'mt-6 w-full')}
          data-testid="membership-card-cta"
        >
          {cta}
        </a>
      ) : (
        <button type="button" disabled className={buttonClasses('primary', 'medium', 'mt-6 w-full')} data-testid="membership-card-cta">
          {cta}
        </button>
      )}
    </article>
  );
}

/**
 * Membership cards: each card has its active plan, chosen with a selector of
 * at most 4 items and starting at the isDefault item (else none); the card shows that item's
 * price and links to its link. Hovering a card highlights it; the info icon shows a tooltip.
 */
export function MembershipCards({ cards, locale }: { cards: MembershipCardData[]; locale: string }) {
  return (
    <div className={`grid gap-6 ${cards.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : cards.length === 2 ? 'md:grid-cols-2' : ''}`} data-testid="membership-cards">
      {cards.map((card) => (
        <MembershipCard key={card.id} card={card} locale={locale} />
      ))}
    </div>
  );
}
