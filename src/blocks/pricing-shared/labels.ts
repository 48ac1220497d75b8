import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { DynamicPricingTableLabels } from '../dynamic-pricing-table/DynamicPricingTable.lazy';
import type { FeaturedDomainsLabels } from '../featured-domains/FeaturedDomains.lazy';
import type { HomeTldSearchLabels } from '../home-tld-search/HomeTldSearch.lazy';
import type { PromotionsPriceTableLabels } from '../promotions-price-table/PromotionsPriceTable.lazy';
import type { SavingsCalculatorLabels } from '../savings-calculator/SavingsCalculator.lazy';
import type { TldPriceSearchLabels } from '../tld-price-search/TldPriceSearch.lazy';
import type { TldPriceTableLabels } from '../tld-price-table/TldPriceTable.lazy';
import type { PriceCardLabels } from './PriceCard';

/** Static labels of the pricing islands from messages/<lang>/pricing.json (hi reads en). */
export async function pricingLabels(locale: string) {
  const t = await getTranslations({ locale, namespace: 'pricing' });
  const raw = (key: string) => String(t.raw(key));
  const card: PriceCardLabels = {
    perYear: t('priceCard.perYear'),
    renewsAt: t('priceCard.renewsAt'),
    buyNow: t('priceCard.buyNow'),
    off: t('priceCard.off'),
    validUntil: t('priceCard.validUntil'),
    unavailable: t('unavailable'),
  };
  const priceSearch: TldPriceSearchLabels = {
    searchLabel: t('priceSearch.label'),
    placeholder: t('priceSearch.placeholder'),
    submit: t('priceSearch.submit'),
    clear: t('priceSearch.clear'),
    currency: t('currency'),
    loading: t('loading'),
    member: t('priceCard.member'),
    nonMember: t('priceCard.nonMember'),
    noResults: t('priceSearch.noResults'),
    tryAgain: t('priceSearch.tryAgain'),
    card,
  };
  const calculator: SavingsCalculatorLabels = {
    searchLabel: t('calculator.label'),
    placeholder: t('calculator.placeholder'),
    search: t('calculator.search'),
    currency: t('currency'),
    tld: t('calculator.tld'),
    nonMemberPrice: t('calculator.nonMemberPrice'),
    memberPrice: t('calculator.memberPrice'),
    percentSavings: t('calculator.percentSavings'),
    savingsPerYear: t('calculator.savingsPerYear'),
    buyMembership: t('calculator.buyMembership'),
    loading: t('loading'),
    noMatch: t('calculator.noMatch'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    pagination: t('calculator.pagination'),
    summary: raw('calculator.summary'),
    renewsAt: t('tldTable.renewsAt'),
  };
  const pricingTable: DynamicPricingTableLabels = {
    tld: t('pricingTable.tld'),
    currency: t('pricingTable.currency'),
    registerFee: t('pricingTable.registerFee'),
    transferFee: t('pricingTable.transferFee'),
    renewalFee: t('pricingTable.renewalFee'),
    restoreFee: t('pricingTable.restoreFee'),
    loading: t('loading'),
    unavailable: t('unavailable'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    pagination: t('pricingTable.pagination'),
    sortBy: t('sortBy'),
  };
  const tldTable: TldPriceTableLabels = {
    search: t('tldTable.search'),
    placeholder: t('tldTable.placeholder'),
    currency: t('currency'),
    tld: t('tldTable.tld'),
    member: t('tldTable.member'),
    nonMember: t('tldTable.nonMember'),
    supreme: t('tldTable.supreme'),
    renewsAt: t('tldTable.renewsAt'),
    loading: t('loading'),
    noMatch: t('tldTable.noMatch'),
    pagination: t('tldTable.pagination'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    sortBy: t('sortBy'),
  };
  const promotions: PromotionsPriceTableLabels = {
    search: t('promotions.search'),
    allCurrencies: t('promotions.all'),
    currencies: t('promotions.currencies'),
    pagination: t('promotions.pagination'),
    previous: t('previous'),
    next: t('next'),
    page: t('page'),
    first: t('first'),
    noEntries: t('promotions.noEntries'),
    showing: raw('promotions.showing'),
    dateLocale: locale === 'es' ? 'es-ES' : locale === 'nl' ? 'nl-NL' : 'en-US',
  };
  const featured: FeaturedDomainsLabels = {
    loading: t('loading'),
    member: t('featured.member'),
    nonMember: t('featured.nonMember'),
    renewsAt: t('featured.renewsAt'),
  };
  const homeSearch: HomeTldSearchLabels = {
    ...featured,
    searchLabel: t('homeSearch.label'),
    placeholder: t('homeSearch.placeholder'),
    search: t('homeSearch.search'),
    clear: t('homeSearch.clear'),
    noResults: raw('homeSearch.noResults'),
  };
  return { t, card, priceSearch, calculator, pricingTable, tldTable, promotions, featured, homeSearch, download: t('pricingTable.download') };
}
