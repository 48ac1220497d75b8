'use client';

import { Search, Tag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { usePaginationLabels } from '@/components/ui/use-pagination-labels';
import { localizedPath, type Locale } from '@/i18n/locales';
import { formatMoney, validUntilDate, type Currency } from '@/lib/pricing/currency';
import { amountIn, partsText, type Amounts, type FilledPart } from '@/lib/pricing/money';
import type { AudiencePrice } from '@/lib/pricing/tld-prices';
import { DEAL_FILTERS, filterDeals, isPromotionCategory, pageOf, PROMOTION_CATEGORIES, type DealFilter, type DomainDeal, type PromotionCategory } from '@/lib/promotions/browser';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

export interface TrialCard {
  title: string;
  description?: string;
  /** Its price text with the figure filled ({product:email-security}). */
  price_text: FilledPart[];
  link?: { url: string; title: string };
}

/** An offer of the running membership promotion on one tier (from the membership facts). */
export interface MembershipOfferCard {
  id: string;
  name: string;
  saleLabel: FilledPart[];
  yearly: Amounts;
  promo: Amounts;
  /** Its last day in the page's language. */
  ends: string | null;
  href: string;
  cta: FilledPart[];
}

/**
 * The promotions browser: deal filter (starts at all), category filter
 * (starts at domains, or the page's ?category=), search ignoring case, dots and spaces, 8 per page
 * with the site's pager, back to page 1 on every filter change. Prices in the page's currency.
 */
export function PromotionsBrowser({
  locale,
  deals,
  trial,
  memberships,
}: {
  locale: Locale;
  deals: DomainDeal[];
  trial: TrialCard | null;
  memberships: MembershipOfferCard[];
}) {
  const t = useTranslations('promotions');
  const pagination = usePaginationLabels();
  const id = useId();
  const [deal, setDeal] = useState<DealFilter>('all');
  const [category, setCategory] = useState<PromotionCategory>('domains');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [currency] = useCurrency(locale);

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('category');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string is read after hydration on purpose
    if (isPromotionCategory(requested)) setCategory(requested);
  }, []);

  const filtered = filterDeals(deals, { deal, search });
  const current = pageOf(filtered, page);
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <div data-testid="promotions-browser">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-muted p-4 md:flex-row md:items-end">
        <div className="md:w-56">
          <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-heading">
            {t('category')}
          </label>
          <select id={`${id}-category`} value={category} onChange={(event) => isPromotionCategory(event.target.value) && change(setCategory)(event.target.value)} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2">
            {PROMOTION_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {category === 'domains' ? (
          <>
            <div className="md:w-56">
              <label htmlFor={`${id}-deal`} className="block text-sm font-semibold text-heading">
                {t('deal')}
              </label>
              <select id={`${id}-deal`} value={deal} onChange={(event) => change(setDeal)(event.target.value as DealFilter)} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2">
                {DEAL_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`deals.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 flex-1" role="search">
              <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-heading">
                {t('search')}
              </label>
              <div className="relative mt-1">
                <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
                <input id={`${id}-search`} type="search" value={search} placeholder={t('searchPlaceholder')} onChange={(event) => change(setSearch)(event.target.value)} className="block w-full rounded-md border border-slate-400 bg-white py-2 pl-9 pr-3" />
              </div>
            </div>
          </>
        ) : null}
      </div>

      <div className="mt-6" aria-live="polite">
        {category === 'domains' ? (
          filtered.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{t('noDomains')}</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">{t('results', { count: filtered.length })}</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {current.items.map((item) => (
                  <li key={`${item.deal}:${item.tld}`}>
                    <DealCard deal={item} currency={currency} locale={locale} />
                  </li>
                ))}
              </ul>
              {current.totalPages > 1 ? <Pagination className="mt-6" page={current.page} totalPages={current.totalPages} onChange={setPage} labels={pagination} /> : null}
            </>
          )
        ) : category === 'membership' ? (
          memberships.length ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {memberships.map((offer) => (
                <li key={offer.id}>
                  <MembershipOffer offer={offer} currency={currency} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={t('noMembership')} text={t('noMembershipText')} />
          )
        ) : trial ? (
          <article className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="trial-card">
            <p className="inline-block rounded-full bg-highlight px-3 py-1 text-xs font-bold text-slate-900">{t('trialBadge')}</p>
            <h3 className="mt-3 text-xl">{trial.title}</h3>
            {trial.description ? <p className="mt-2">{trial.description}</p> : null}
            {trial.price_text.length ? <p className="mt-2 font-semibold">{partsText(trial.price_text, currency, locale)}</p> : null}
            {trial.link ? (
              <a href={localizedPath(trial.link.url, locale)} className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                {trial.link.title}
              </a>
            ) : null}
          </article>
        ) : (
          <EmptyState title={t('noProducts')} />
        )}
      </div>
    </div>
  );
}

function MembershipOffer({ offer, currency, locale }: { offer: MembershipOfferCard; currency: Currency; locale: Locale }) {
  const t = useTranslations('promotions');
  const regular = amountIn(offer.yearly, currency);
  const promo = amountIn(offer.promo, currency);
  return (
    <article aria-label={offer.name} data-tier={offer.id} data-testid="membership-offer" className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-2xl font-extrabold">{offer.name}</h3>
        {offer.saleLabel.length ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-highlight px-2.5 py-1 text-xs font-bold text-slate-900">
            <Tag aria-hidden="true" className="size-3.5" />
            {partsText(offer.saleLabel, currency, locale)}
          </span>
        ) : null}
      </div>
      {promo !== null && regular !== null ? (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-extrabold text-heading" data-testid="membership-offer-price">
            {formatMoney(promo, currency, locale)}
          </span>
          <s aria-hidden="true" className="text-slate-500">
            {formatMoney(regular, currency, locale)}
          </s>
          <span className="sr-only">{t('was', { price: formatMoney(regular, currency, locale) })}</span>
          <span className="text-sm text-slate-600">{t('perYear')}</span>
        </p>
      ) : null}
      {offer.ends ? <p className="pt-1 text-xs text-slate-600">{t('validUntil', { date: offer.ends })}</p> : null}
      <a href={offer.href} className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-brand underline-offset-4 hover:underline">
        {offer.cta.length ? partsText(offer.cta, currency, locale) : t('seeOffer')}
      </a>
    </article>
  );
}

function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="promotions-empty">
      <p className="text-lg font-semibold text-heading">{title}</p>
      {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
    </div>
  );
}

function DealCard({ deal, currency, locale }: { deal: DomainDeal; currency: Currency; locale: Locale }) {
  const t = useTranslations('promotions');
  const view = deal.prices[currency];
  const discount = view?.member?.off ?? view?.nonMember?.off ?? null;
  const ends = view?.member?.ends ?? view?.nonMember?.ends ?? null;
  const line = (price: AudiencePrice | null, strong: boolean) =>
    price ? (
      <dd className={strong ? 'font-bold text-heading' : undefined}>
        {price.off !== null ? <s className="mr-1 font-normal text-slate-500">{formatMoney(price.regular, currency, locale)}</s> : null}
        {formatMoney(price.now, currency, locale)}
        <span className="font-normal text-slate-600">{t('perYear')}</span>
      </dd>
    ) : (
      <dd>{t('unavailable')}</dd>
    );
  return (
    <article aria-label={deal.name} title={deal.name !== deal.tld ? deal.tld : undefined} data-tld={deal.tld} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-2xl font-extrabold">{deal.name}</h3>
        {discount !== null ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-highlight px-2.5 py-1 text-xs font-bold text-slate-900" data-testid="deal-discount">
            <Tag aria-hidden="true" className="size-3.5" />
            {t('off', { percentage: discount })}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`deals.${deal.deal}`)}</p>
      {view ? (
        <>
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt>{t('memberPrice')}</dt>
              {line(view.member, true)}
            </div>
            <div className="flex justify-between gap-2">
              <dt>{t('nonMemberPrice')}</dt>
              {line(view.nonMember, false)}
            </div>
          </dl>
          {ends ? <p className="pt-1 text-xs text-slate-600">{t('validUntil', { date: validUntilDate(ends, locale) })}</p> : null}
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('unavailable')}</p>
      )}
      <a href={deal.href} className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-brand underline-offset-4 hover:underline">
        {t('view', { tld: deal.name })}
      </a>
    </article>
  );
}
