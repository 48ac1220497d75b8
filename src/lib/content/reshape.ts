import type { z } from 'zod';
import {
  attributesJsonSchema,
  type RawBlock,
  type RawPage,
  type RawPost,
  type rawCategoriesDocumentSchema,
  type rawMembershipsDocumentSchema,
  type rawMenusDocumentSchema,
  type rawPromotionsDocumentSchema,
  type rawPromotionSchema,
  type RawPromotion,
  type rawSeoSchema,
  type rawThemeOptionsDocumentSchema,
  type rawCompanySchema,
} from './raw';
import { CONTACT_CHANNELS, EMPTY_COMPANY, type CompanyProfile } from '@/lib/company/profile';
import type {
  Block,
  BlockAttributes,
  Category,
  JsonValue,
  Membership,
  MenuItem,
  MenuLocation,
  Page,
  Post,
  PostSummary,
  Promotion,
  Seo,
  ThemeOptions,
} from './types';

/** A document that fails validation: names the file (or query) and the JSON path of the problem. */
export class ContentValidationError extends Error {
  constructor(
    readonly source: string,
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${source}: ${path || '(root)'}: ${reason}`);
    this.name = 'ContentValidationError';
  }
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** Parses with a zod schema and turns the first issue into a ContentValidationError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, source: string, basePath = ''): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = formatPath(issue?.path ?? []);
  throw new ContentValidationError(source, [basePath, path].filter(Boolean).join('.'), issue?.message ?? 'invalid');
}

const nul = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

function robotsFlag(value: string | boolean | null | undefined, word: string): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.toLowerCase() === word;
}

export function reshapeSeo(raw: z.infer<typeof rawSeoSchema>): Seo {
  const seo = raw ?? {};
  const pageType = seo.schema?.pageType;
  return {
    canonical: nul(seo.canonical),
    title: nul(seo.title),
    metaDesc: nul(seo.metaDesc),
    focuskw: nul(seo.focuskw),
    robots: { noindex: robotsFlag(seo.metaRobotsNoindex, 'noindex'), nofollow: robotsFlag(seo.metaRobotsNofollow, 'nofollow') },
    opengraph: {
      author: nul(seo.opengraphAuthor),
      description: nul(seo.opengraphDescription),
      title: nul(seo.opengraphTitle),
      url: nul(seo.opengraphUrl),
      publishedTime: nul(seo.opengraphPublishedTime),
      modifiedTime: nul(seo.opengraphModifiedTime),
      image: nul(seo.opengraphImage?.sourceUrl ?? seo.opengraphImage?.mediaItemUrl),
    },
    metaKeywords: nul(seo.metaKeywords),
    twitter: {
      title: nul(seo.twitterTitle),
      description: nul(seo.twitterDescription),
      image: nul(seo.twitterImage?.sourceUrl ?? seo.twitterImage?.mediaItemUrl),
    },
    schema: { pageType: Array.isArray(pageType) ? (pageType[0] ?? null) : nul(pageType) },
  };
}

/** Parses attributesJSON of a block tree; a broken attributesJSON is reported with its path. */
export function reshapeBlocks(raw: readonly RawBlock[] | null | undefined, source: string, basePath: string): Block[] {
  return (raw ?? []).map((block, index) => {
    const path = `${basePath}[${index}]`;
    const attributes = block.attributesJSON
      ? (parseOrThrow(attributesJsonSchema, block.attributesJSON, source, `${path}.attributesJSON`) as BlockAttributes)
      : {};
    return {
      name: block.name,
      attributes: attributes as { [key: string]: JsonValue },
      innerBlocks: reshapeBlocks(block.innerBlocks, source, `${path}.innerBlocks`),
    };
  });
}

export function reshapePage(raw: RawPage, source: string, basePath = 'data.page'): Page {
  return {
    id: raw.id,
    uri: normaliseUri(raw.uri),
    title: raw.title,
    slug: raw.slug ?? '',
    locale: raw.locale?.id ?? raw.locale?.locale ?? 'en_US',
    seo: reshapeSeo(raw.seo),
    translations: raw.translations ?? [],
    blocks: reshapeBlocks(raw.blocks, source, `${basePath}.blocks`),
  };
}

function reshapeCategory(raw: z.infer<typeof rawCategoriesDocumentSchema>['data']['categories']['nodes'][number]): Category {
  return {
    id: raw.id,
    categoryId: raw.categoryId ?? raw.databaseId ?? null,
    name: raw.name,
    slug: raw.slug,
    uri: raw.uri ?? `/category/${raw.slug}/`,
  };
}

export function reshapePostSummary(raw: RawPost): PostSummary {
  const image = raw.featuredImage?.node;
  return {
    id: raw.id,
    postId: raw.postId ?? raw.databaseId ?? null,
    title: raw.title,
    excerpt: raw.excerpt ?? '',
    date: raw.date,
    slug: raw.slug,
    uri: normaliseUri(raw.uri),
    isSticky: raw.isSticky ?? false,
    categories: (raw.categories?.nodes ?? []).map(reshapeCategory),
    featuredImage: image
      ? {
          altText: image.altText ?? '',
          sourceUrl: image.sourceUrl,
          width: image.mediaDetails?.width ?? null,
          height: image.mediaDetails?.height ?? null,
        }
      : null,
    locale: raw.locale?.id ?? raw.locale?.locale ?? 'en_US',
    modified: nul(raw.modified),
    translations: raw.translations ?? [],
  };
}

export function reshapePost(raw: RawPost): Post {
  return {
    ...reshapePostSummary(raw),
    content: raw.content ?? '',
    status: raw.status ?? 'publish',
    author: raw.author?.node ?? null,
    seo: reshapeSeo(raw.seo),
    customImageUrl: customImageUrl(raw.opMetaData),
  };
}

/**
 * A featured post's opMetaData arrives as a JSON string whose customImage.url names its own
 * image; anything unreadable simply means no custom image.
 */
export function customImageUrl(opMetaData: string | null | undefined): string | null {
  if (!opMetaData) return null;
  try {
    const value: unknown = JSON.parse(opMetaData);
    if (typeof value !== 'object' || value === null) return null;
    const image = (value as { customImage?: unknown }).customImage;
    const url = typeof image === 'object' && image !== null ? (image as { url?: unknown }).url : undefined;
    return typeof url === 'string' && url.trim() ? url.trim() : null;
  } catch {
    return null;
  }
}

export function reshapeCategories(raw: z.infer<typeof rawCategoriesDocumentSchema>): Category[] {
  return raw.data.categories.nodes.map(reshapeCategory);
}

export function reshapeThemeOptions(raw: z.infer<typeof rawThemeOptionsDocumentSchema>): ThemeOptions {
  const options = raw.data.themeOptions;
  const logo = (value: { altText?: string | null; sourceUrl: string; size?: number | null } | null | undefined) =>
    value ? { altText: value.altText ?? '', sourceUrl: value.sourceUrl, size: value.size ?? null } : null;
  return {
    integrations: { tagManagerId: nul(options.integrations?.tagManager) },
    advanced: { safelist: options.advanced?.safelist ?? [], customScripts: options.advanced?.customScripts ?? [] },
    colors: {
      accent: nul(options.colors?.accent),
      background: nul(options.colors?.background),
      dark: nul(options.colors?.dark),
      extra: nul(options.colors?.extra),
      heading: nul(options.colors?.heading),
      light: nul(options.colors?.light),
      text: nul(options.colors?.text),
    },
    logos: { dark: logo(options.logos?.dark), light: logo(options.logos?.light), transparent: logo(options.logos?.transparent) },
    promotions: {
      link: nul(options.promotions?.link),
      endDate: nul(options.promotions?.endDate),
      image: nul(options.promotions?.image?.sourceUrl ?? options.promotions?.image?.mediaItemUrl),
    },
    company: reshapeCompany(options.company),
  };
}

/** Blank strings count as missing; a missing part hides where it would show. */
function reshapeCompany(raw: z.infer<typeof rawCompanySchema>): CompanyProfile {
  const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const address = raw?.address;
  const street = text(address?.street);
  const city = text(address?.city);
  return {
    brandName: text(raw?.brandName) ?? EMPTY_COMPANY.brandName,
    legalName: text(raw?.legalName),
    address: street && city ? { street, postalCode: text(address?.postalCode) ?? '', city, country: (text(address?.country) ?? '').toUpperCase() } : null,
    registration: text(raw?.registration),
    vatNumber: text(raw?.vatNumber),
    phone: text(raw?.phone),
    emails: Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, text(raw?.emails?.[channel])])) as CompanyProfile['emails'],
    hours: { support: text(raw?.hours?.support), sales: text(raw?.hours?.sales) },
    timeZone: text(raw?.timeZone) ?? EMPTY_COMPANY.timeZone,
    founded: raw?.founded ?? null,
  };
}

export function reshapeMemberships(raw: z.infer<typeof rawMembershipsDocumentSchema>): Membership[] {
  return raw.data.memberships.nodes.map((node) => {
    const details = node.op_memberships;
    return {
      databaseId: node.databaseId,
      title: node.title,
      slug: node.slug,
      categoryIds: node.membershipCategories?.nodes.map((category) => category.databaseId) ?? [],
      description: details.description ?? '',
      cta: details.cta ?? '',
      textBeforePrice: details.textBeforePrice ?? '',
      textAfterPrice: details.textAfterPrice ?? '',
      selectDomainCountText: details.selectDomainCountText ?? '',
      tooltipContent: details.tooltipContent ?? '',
      listTitle: details.listTitle ?? '',
      features: (details.features ?? []).map((feature) => feature.content),
      planItems: (details.planItems ?? []).map((item) => ({
        numberOfDomains: String(item.numberOfDomains),
        price: String(item.price),
        isDefault: item.isDefault ?? false,
        link: item.link ? { url: item.link.url, target: item.link.target ?? null } : null,
      })),
    };
  });
}

export function reshapePromotions(raw: z.infer<typeof rawPromotionsDocumentSchema>): Promotion[] {
  return raw.data.promotions.nodes.map(reshapePromotion);
}

export function reshapePromotion(node: z.infer<typeof rawPromotionSchema>): Promotion {
  const details = node.promotionDetails;
  const priority = Number(details.priority ?? 0);
  return {
    id: node.id,
    title: node.title,
    locale: node.locale.locale,
    type: nul(details.type),
    priority: Number.isFinite(priority) ? priority : 0,
    landingUrl: nul(details.landingUrl),
    stickyCtaText: nul(details.stickyBannerSettings?.stickyCtaText),
    eventCode: nul(details.eventCode),
    nameOverride: nul(details.nameOverride),
    bannerSquare: nul(details.bannerSquare?.mediaItemUrl),
    bannerFull: nul(details.bannerFull?.mediaItemUrl),
    ...(details.startDate || details.endDate ? { startDate: campaignDate(details.startDate), endDate: campaignDate(details.endDate) } : {}),
    ...(details.tld?.trim() ? { tld: details.tld.trim().toLowerCase().replace(/^\./, '') } : {}),
    ...(node.offer ? { offer: { title: node.offer.title, text: node.offer.text, endDate: nul(node.offer.endDate) } } : {}),
    variations: (details.variations ?? []).map((variation) => ({
      variantKey: variation.variantKey,
      ctaText: nul(variation.ctaText),
      landingUrlOverride: nul(variation.landingUrlOverride),
      eventCode: nul(variation.eventCode),
      bannerSquare: nul(variation.banners?.bannerSquare?.mediaItemUrl),
      bannerFull: nul(variation.banners?.bannerFull?.mediaItemUrl),
    })),
    // Only membership promotions carry memberships; others leave the field out.
    ...(details.memberships?.length
      ? {
          memberships: details.memberships.map((membership) => ({
            membershipId: membership.membershipId,
            saleLabel: nul(membership.saleLabel),
            yearPrices: yearPrices(membership.prices?.year),
          })),
        }
      : {}),
  };
}

/** A campaign day: the YYYY-MM-DD part of the value; anything else is no date (null). */
function campaignDate(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? '');
  return match ? match[1]! : null;
}

/** prices.year keyed by lowercase currency code; commas removed before conversion; non-numbers dropped. */
function yearPrices(year: Record<string, string | number | null | undefined> | null | undefined): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const [code, value] of Object.entries(year ?? {})) {
    const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : Number.NaN;
    if (Number.isFinite(amount) && amount >= 0) prices[code.trim().toLowerCase()] = amount;
  }
  return prices;
}

/** Back to the wire shape (GET /api/promos answers promotions as the content system sends them). */
export function promotionToWire(promotion: Promotion): RawPromotion {
  const media = (url: string | null) => (url ? { mediaItemUrl: url } : null);
  return {
    id: promotion.id,
    title: promotion.title,
    locale: { locale: promotion.locale },
    promotionDetails: {
      type: promotion.type,
      priority: promotion.priority,
      landingUrl: promotion.landingUrl,
      stickyBannerSettings: promotion.stickyCtaText ? { stickyCtaText: promotion.stickyCtaText } : null,
      eventCode: promotion.eventCode,
      nameOverride: promotion.nameOverride,
      ...(promotion.startDate || promotion.endDate ? { startDate: promotion.startDate ?? null, endDate: promotion.endDate ?? null } : {}),
      ...(promotion.tld ? { tld: promotion.tld } : {}),
      bannerSquare: media(promotion.bannerSquare),
      bannerFull: media(promotion.bannerFull),
      variations: promotion.variations.map((variation) => ({
        variantKey: variation.variantKey,
        ctaText: variation.ctaText,
        landingUrlOverride: variation.landingUrlOverride,
        eventCode: variation.eventCode,
        banners: variation.bannerSquare || variation.bannerFull ? { bannerSquare: media(variation.bannerSquare), bannerFull: media(variation.bannerFull) } : null,
      })),
      ...(promotion.memberships?.length
        ? {
            memberships: promotion.memberships.map((membership) => ({
              membershipId: membership.membershipId,
              saleLabel: membership.saleLabel,
              prices: { year: membership.yearPrices },
            })),
          }
        : {}),
    },
    ...(promotion.offer ? { offer: promotion.offer } : {}),
  };
}

/** '/about-us' and '/about-us/' and 'about-us' are the same page; home is '/'. */
export function normaliseUri(uri: string): string {
  const trimmed = uri.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Plain object (not a Map) so the data cache can store it as JSON. */
export type MenusByLocation = Record<string, MenuItem[]>;

/**
 * WPGraphQL's flat menu item list (parentId links) -> a tree per location key, items in `order`.
 * Keys are upper-case location names as WordPress has them ('PRIMARY', 'PRIMARY___ES').
 */
export function reshapeMenus(raw: z.infer<typeof rawMenusDocumentSchema>): MenusByLocation {
  const byLocation: MenusByLocation = {};
  for (const menu of raw.data.menus.nodes) {
    const nodes = [...(menu.menuItems?.nodes ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    const items = new Map(nodes.map((node) => [node.id, { label: node.label.trim(), uri: nul(node.uri ?? node.url), children: [] as MenuItem[] }]));
    const roots: MenuItem[] = [];
    for (const node of nodes) {
      const item = items.get(node.id)!;
      const parent = node.parentId ? items.get(node.parentId) : undefined;
      (parent ? parent.children : roots).push(item);
    }
    for (const location of menu.locations ?? []) byLocation[location.toUpperCase()] = roots;
  }
  return byLocation;
}

/** The location key of a menu in a content locale: PRIMARY for en_US, PRIMARY___ES for es_ES. */
export function menuLocationKey(location: MenuLocation, locale: string): string {
  const base = location.toUpperCase();
  const language = locale.slice(0, 2).toUpperCase();
  return locale === 'en_US' ? base : `${base}___${language}`;
}

/** The menu for a locale, else the English one, else none. */
export function selectMenu(menus: MenusByLocation, location: MenuLocation, locale: string): MenuItem[] {
  return menus[menuLocationKey(location, locale)] ?? menus[menuLocationKey(location, 'en_US')] ?? [];
}
