import enBlocks from '../../messages/en/blocks.json';
import enCommon from '../../messages/en/common.json';
import enPricing from '../../messages/en/pricing.json';
import esBlocks from '../../messages/es/blocks.json';
import esCommon from '../../messages/es/common.json';
import esPricing from '../../messages/es/pricing.json';
import nlBlocks from '../../messages/nl/blocks.json';
import nlCommon from '../../messages/nl/common.json';
import nlPricing from '../../messages/nl/pricing.json';
import enSupport from '../../messages/en/support.json';
import esSupport from '../../messages/es/support.json';
import nlSupport from '../../messages/nl/support.json';
import enWebSecTool from '../../messages/en/webSecTool.json';
import esWebSecTool from '../../messages/es/webSecTool.json';
import nlWebSecTool from '../../messages/nl/webSecTool.json';
import enWhois from '../../messages/en/whois.json';
import esWhois from '../../messages/es/whois.json';
import nlWhois from '../../messages/nl/whois.json';
import enPromotions from '../../messages/en/promotions.json';
import esPromotions from '../../messages/es/promotions.json';
import nlPromotions from '../../messages/nl/promotions.json';
import enMemberships from '../../messages/en/memberships.json';
import esMemberships from '../../messages/es/memberships.json';
import nlMemberships from '../../messages/nl/memberships.json';
import enMarketingSocial from '../../messages/en/marketingSocial.json';
import esMarketingSocial from '../../messages/es/marketingSocial.json';
import nlMarketingSocial from '../../messages/nl/marketingSocial.json';
import enMail from '../../messages/en/mail.json';
import esMail from '../../messages/es/mail.json';
import nlMail from '../../messages/nl/mail.json';
import enNewsletter from '../../messages/en/newsletter.json';
import esNewsletter from '../../messages/es/newsletter.json';
import nlNewsletter from '../../messages/nl/newsletter.json';
import enBlog from '../../messages/en/blog.json';
import esBlog from '../../messages/es/blog.json';
import nlBlog from '../../messages/nl/blog.json';
import enResources from '../../messages/en/resources.json';
import esResources from '../../messages/es/resources.json';
import nlResources from '../../messages/nl/resources.json';
import enMarketing from '../../messages/en/marketing.json';
import esMarketing from '../../messages/es/marketing.json';
import nlMarketing from '../../messages/nl/marketing.json';
import enDomainSearch from '../../messages/en/domainSearch.json';
import esDomainSearch from '../../messages/es/domainSearch.json';
import nlDomainSearch from '../../messages/nl/domainSearch.json';
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import { htmlLangByLocale, messageLocaleByLocale, type Locale } from './locales';

/**
 * Message catalogues: one JSON file per namespace per language (messages/<lang>/<namespace>.json).
 * Add a namespace by importing its three files and listing them below. English is the reference:
 * a key missing in es or nl falls back to the English text.
 */
export const catalogues = {
  en: { common: enCommon, blocks: enBlocks, webSecTool: enWebSecTool, whois: enWhois, support: enSupport, pricing: enPricing, promotions: enPromotions, memberships: enMemberships, marketingSocial: enMarketingSocial, mail: enMail, newsletter: enNewsletter, blog: enBlog, resources: enResources, marketing: enMarketing, domainSearch: enDomainSearch },
  es: { common: esCommon, blocks: esBlocks, webSecTool: esWebSecTool, whois: esWhois, support: esSupport, pricing: esPricing, promotions: esPromotions, memberships: esMemberships, marketingSocial: esMarketingSocial, mail: esMail, newsletter: esNewsletter, blog: esBlog, resources: esResources, marketing: esMarketing, domainSearch: esDomainSearch },
  nl: { common: nlCommon, blocks: nlBlocks, webSecTool: nlWebSecTool, whois: nlWhois, support: nlSupport, pricing: nlPricing, promotions: nlPromotions, memberships: nlMemberships, marketingSocial: nlMarketingSocial, mail: nlMail, newsletter: nlNewsletter, blog: nlBlog, resources: nlResources, marketing: nlMarketing, domainSearch: nlDomainSearch },
};

export type Messages = (typeof catalogues)['en'];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function deepMerge<T>(base: T, override: unknown): T {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) {
    return (override === undefined ? base : override) as T;
  }
  if (typeof override !== 'object' || override === null || Array.isArray(override)) return base;
  const result: Record<string, Json> = { ...(base as Record<string, Json>) };
  for (const [key, value] of Object.entries(override as Record<string, Json>)) {
    const current = result[key];
    result[key] = current === undefined ? value : deepMerge(current, value);
  }
  return result as T;
}

const mergedByLanguage = new Map<string, Messages>();

/**
 * A locale's catalogue: its language's messages over the English ones. Merged once per language and
 * kept (the catalogues are read-only), as server components ask for it on every render.
 */
export function messagesFor(locale: Locale): Messages {
  const language = messageLocaleByLocale[locale];
  if (language === 'en') return catalogues.en;
  let merged = mergedByLanguage.get(language);
  if (!merged) {
    merged = deepMerge(catalogues.en, catalogues[language]);
    mergedByLanguage.set(language, merged);
  }
  return merged;
}

/**
 * A namespace of a locale's catalogue as use-intl formats it (ICU values, plurals, rich text), for
 * server code outside a request's next-intl context: mails, records, the pages' plain texts. Numbers
 * and dates follow the locale's language tag ('en-IN' on /hi).
 */
export function translatorFor<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale: htmlLangByLocale[locale], messages: messagesFor(locale), namespace });
}
