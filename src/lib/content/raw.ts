import { z } from 'zod';
import { CONTACT_CHANNELS, parseOpeningHours, type ContactChannel } from '@/lib/company/profile';

/**
 * The content system's shapes, exactly as WPGraphQL (with the Gutenberg-blocks, Yoast SEO and
 * Polylang-style translation fields) answers them. Embedded documents under content/ are stored in
 * these shapes, so an export from WordPress can be dropped in. Parsed leniently (the CMS omits and
 * nulls fields freely), reshaped once in reshape.ts.
 */
const str = z.string().nullish();
const media = z.object({ sourceUrl: str, mediaItemUrl: str, altText: str }).partial().nullish();

/** attributesJSON must hold a JSON object; anything else is reported with the block's path. */
export const attributesJsonSchema = z.string().transform((text, ctx) => {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    ctx.addIssue({ code: 'custom', message: 'attributesJSON must encode a JSON object' });
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `attributesJSON is not valid JSON: ${(error as Error).message}` });
  }
  return z.NEVER;
});

export interface RawBlock {
  name: string;
  attributesJSON?: string | null;
  innerBlocks?: RawBlock[] | null;
}

export const rawBlockSchema: z.ZodType<RawBlock> = z.lazy(() =>
  z.object({
    name: z.string().min(1, 'block name is empty'),
    attributesJSON: z.string().nullish(),
    innerBlocks: z.array(rawBlockSchema).nullish(),
  }),
);

export const rawSeoSchema = z
  .object({
    canonical: str,
    title: str,
    metaDesc: str,
    focuskw: str,
    metaRobotsNoindex: z.union([z.string(), z.boolean()]).nullish(),
    metaRobotsNofollow: z.union([z.string(), z.boolean()]).nullish(),
    opengraphAuthor: str,
    opengraphDescription: str,
    opengraphTitle: str,
    opengraphUrl: str,
    opengraphPublishedTime: str,
    opengraphModifiedTime: str,
    opengraphImage: media,
    metaKeywords: str,
    twitterTitle: str,
    twitterDescription: str,
    twitterImage: media,
    schema: z.object({ pageType: z.union([z.string(), z.array(z.string())]).nullish() }).nullish(),
  })
  .partial()
  .nullish();

const rawLocaleSchema = z.object({ id: str, locale: str }).partial().nullish();

export const rawPageSchema = z.object({
  id: z.string().min(1),
  databaseId: z.number().nullish(),
  uri: z.string().startsWith('/', 'uri must start with /'),
  title: z.string(),
  slug: z.string().nullish(),
  modified: str,
  opMetaData: str,
  seo: rawSeoSchema,
  blocks: z.array(rawBlockSchema).nullish(),
  locale: rawLocaleSchema,
  translations: z.array(z.object({ href: z.string(), locale: z.string() })).nullish(),
});
export type RawPage = z.infer<typeof rawPageSchema>;

/** GetPageDetail answers `data.page` (by uri) or `data.pageBy` (older variants). */
export const rawPageDocumentSchema = z
  .object({ data: z.object({ page: rawPageSchema.nullish(), pageBy: rawPageSchema.nullish() }) })
  .refine((doc) => doc.data.page || doc.data.pageBy, { message: 'document has neither data.page nor data.pageBy' });

const rawCategorySchema = z.object({
  id: z.string(),
  categoryId: z.number().nullish(),
  databaseId: z.number().nullish(),
  name: z.string(),
  slug: z.string(),
  uri: str,
});

const rawFeaturedImageSchema = z
  .object({
    node: z
      .object({
        altText: str,
        sourceUrl: z.string(),
        mediaDetails: z.object({ width: z.number().nullish(), height: z.number().nullish() }).nullish(),
      })
      .nullish(),
  })
  .nullish();

export const rawPostSchema = z.object({
  id: z.string(),
  postId: z.number().nullish(),
  databaseId: z.number().nullish(),
  title: z.string(),
  excerpt: str,
  content: str,
  date: z.string(),
  modified: str,
  slug: z.string(),
  uri: z.string().startsWith('/'),
  opMetaData: str,
  translations: z.array(z.object({ href: z.string(), locale: z.string() })).nullish(),
  isSticky: z.boolean().nullish(),
  status: str,
  author: z.object({ node: z.object({ name: z.string(), slug: z.string() }).nullish() }).nullish(),
  categories: z.object({ nodes: z.array(rawCategorySchema) }).nullish(),
  featuredImage: rawFeaturedImageSchema,
  seo: rawSeoSchema,
  locale: rawLocaleSchema,
});
export type RawPost = z.infer<typeof rawPostSchema>;

export const rawPostDocumentSchema = z.object({ data: z.object({ post: rawPostSchema }) });

export const rawPageInfoSchema = z.object({ endCursor: z.string().nullish(), hasNextPage: z.boolean() });

export const rawCategoriesDocumentSchema = z.object({
  data: z.object({ categories: z.object({ nodes: z.array(rawCategorySchema) }) }),
});

const rawLogoSchema = z.object({ altText: str, sourceUrl: z.string(), size: z.number().nullish() }).nullish();

/** A mailbox as the record writes it: local@domain, nothing else (display only; no policy here). */
const mailbox = z
  .string()
  .trim()
  .regex(/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/, 'expected an e-mail address such as support@example.com')
  .nullish();

const openingHours = z
  .string()
  .trim()
  .refine((value) => {
    try {
      parseOpeningHours(value);
      return true;
    } catch {
      return false;
    }
  }, 'expected opening hours such as "Mo-Fr 09:00-17:30; Sa 10:00-14:00"')
  .nullish();

/** The company behind the site (src/lib/company/profile.ts); every part optional, checked when present. */
export const rawCompanySchema = z
  .object({
    brandName: str,
    legalName: str,
    address: z.object({ street: str, postalCode: str, city: str, country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166 country code such as NL').nullish() }).partial().nullish(),
    registration: str,
    vatNumber: str,
    phone: z.string().trim().regex(/^\+?[\d\s().-]{6,}$/, 'expected a phone number such as +31 20 012 3456').nullish(),
    emails: z.object(Object.fromEntries(CONTACT_CHANNELS.map((channel) => [channel, mailbox])) as Record<ContactChannel, typeof mailbox>).partial().nullish(),
    hours: z.object({ support: openingHours, sales: openingHours }).partial().nullish(),
    timeZone: z
      .string()
      .trim()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'expected an IANA time zone such as Europe/Amsterdam')
      .nullish(),
    founded: z.coerce.number().int().min(1900).max(2100).nullish(),
  })
  .partial()
  .nullish();

export const rawThemeOptionsDocumentSchema = z.object({
  data: z.object({
    themeOptions: z.object({
      integrations: z.object({ tagManager: str }).partial().nullish(),
      advanced: z.object({ safelist: z.array(z.string()).nullish(), customScripts: z.array(z.string()).nullish() }).nullish(),
      colors: z
        .object({ accent: str, background: str, dark: str, extra: str, heading: str, light: str, text: str })
        .partial()
        .nullish(),
      logos: z.object({ dark: rawLogoSchema, light: rawLogoSchema, transparent: rawLogoSchema }).partial().nullish(),
      promotions: z.object({ link: str, endDate: str, image: media }).partial().nullish(),
      company: rawCompanySchema,
    }),
  }),
});

const rawPlanItemSchema = z.object({
  numberOfDomains: z.union([z.string(), z.number()]),
  price: z.union([z.string(), z.number()]),
  isDefault: z.boolean().nullish(),
  link: z.object({ url: z.string(), target: str }).nullish(),
});

export const rawMembershipsDocumentSchema = z.object({
  data: z.object({
    memberships: z.object({
      nodes: z.array(
        z.object({
          databaseId: z.number(),
          title: z.string(),
          slug: z.string(),
          membershipCategories: z.object({ nodes: z.array(z.object({ databaseId: z.number() })) }).nullish(),
          op_memberships: z.object({
            description: str,
            cta: str,
            textBeforePrice: str,
            textAfterPrice: str,
            selectDomainCountText: str,
            tooltipContent: str,
            listTitle: str,
            features: z.array(z.object({ content: z.string() })).nullish(),
            planItems: z.array(rawPlanItemSchema).nullish(),
          }),
        }),
      ),
    }),
  }),
});

const rawBannerSchema = z.object({ mediaItemUrl: z.string() }).nullish();

/** A piece of filled copy (src/lib/pricing/money.ts FilledPart) as GET /api/promos answers it. */
const filledPartSchema = z.union([
  z.string(),
  z.object({ kind: z.enum(['money', 'count', 'percent']), values: z.record(z.string(), z.number()) }),
  z.object({ kind: z.literal('text'), text: z.string() }),
]);

/** One promotion as WPGraphQL sends it (and as GET /api/promos answers it). */
export const rawPromotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  locale: z.object({ locale: z.string() }),
  promotionDetails: z.object({
    type: str,
    priority: z.union([z.number(), z.string()]).nullish(),
    landingUrl: str,
    stickyBannerSettings: z.object({ stickyCtaText: str }).nullish(),
    eventCode: str,
    nameOverride: str,
    /** The campaign's first and last day (YYYY-MM-DD, campaign time zone, inclusive); absent: open. */
    startDate: str,
    endDate: str,
    /** A domain promotion's extension ('com'): it runs only while the catalogue's promotion on it runs. */
    tld: str,
    bannerSquare: rawBannerSchema,
    bannerFull: rawBannerSchema,
    variations: z
      .array(
        z.object({
          variantKey: z.string(),
          landingUrlOverride: str,
          eventCode: str,
          ctaText: str,
          banners: z.object({ bannerSquare: rawBannerSchema, bannerFull: rawBannerSchema }).partial().nullish(),
        }),
      )
      .nullish(),
    /** A membership promotion's memberships. */
    memberships: z
      .array(
        z.object({
          membershipId: z.string(),
          saleLabel: str,
          prices: z.object({ year: z.record(z.string(), z.union([z.string(), z.number()]).nullish()).nullish() }).nullish(),
        }),
      )
      .nullish(),
  }),
  /**
   * Beyond the content system's shape, GET /api/promos adds the promotion's copy with its figures
   * filled in every currency (title and sticky text), so a banner's caption shows the page's.
   */
  offer: z.object({ title: z.array(filledPartSchema), text: z.array(filledPartSchema), endDate: str }).nullish(),
});
export type RawPromotion = z.input<typeof rawPromotionSchema>;

export const rawPromotionsDocumentSchema = z.object({
  data: z.object({ promotions: z.object({ nodes: z.array(rawPromotionSchema) }) }),
});

/**
 * Menus as WPGraphQL answers `menus { nodes { locations menuItems { nodes {...} } } }`. Menu locations
 * are the theme's enum values (PRIMARY, FOOTER); a translated menu is registered at the location with
 * the Polylang-for-WPGraphQL suffix `___<language slug>` (PRIMARY___ES, FOOTER___NL).
 */
const rawMenuItemSchema = z.object({
  id: z.string(),
  parentId: str,
  label: z.string(),
  uri: str,
  url: str,
  order: z.number().nullish(),
});

export const rawMenusDocumentSchema = z.object({
  data: z.object({
    menus: z.object({
      nodes: z.array(
        z.object({
          name: str,
          locations: z.array(z.string()).nullish(),
          menuItems: z.object({ nodes: z.array(rawMenuItemSchema) }).nullish(),
        }),
      ),
    }),
  }),
});
