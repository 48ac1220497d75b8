import 'server-only';
import { z } from 'zod';

/** Environment of the pricing capability, read lazily at call time (tests set it per case). */
const feedSchema = z.object({
  PRICE_FEED_URL: z.url({ protocol: /^https?$/, error: 'PRICE_FEED_URL must be an http(s) URL' }),
  PRICE_FEED_USERNAME: z.string({ error: 'PRICE_FEED_USERNAME is required' }).min(1, 'PRICE_FEED_USERNAME is required'),
  PRICE_FEED_PASSWORD: z.string({ error: 'PRICE_FEED_PASSWORD is required' }).min(1, 'PRICE_FEED_PASSWORD is required'),
  PRICE_FEED_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  PRICE_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export type FeedConfig = z.infer<typeof feedSchema>;

export function feedConfig(env: Readonly<Record<string, string | undefined>> = process.env): FeedConfig {
  const parsed = feedSchema.safeParse({
    PRICE_FEED_URL: env.PRICE_FEED_URL,
    PRICE_FEED_USERNAME: env.PRICE_FEED_USERNAME,
    PRICE_FEED_PASSWORD: env.PRICE_FEED_PASSWORD,
    PRICE_FEED_PAGE_SIZE: env.PRICE_FEED_PAGE_SIZE || undefined,
    PRICE_FEED_TIMEOUT_MS: env.PRICE_FEED_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Price feed configuration: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return parsed.data;
}

const catalogueSchema = z.object({
  /** How often (ms) a server checks the store's catalogue version for changes made by a CLI. */
  PRICES_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Sample catalogue seeded on first start. */
  PRICES_SEED_FILE: z.string().min(1).optional(),
});

export function catalogueConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return catalogueSchema.parse({
    PRICES_VERSION_CHECK_MS: env.PRICES_VERSION_CHECK_MS || undefined,
    PRICES_SEED_FILE: env.PRICES_SEED_FILE || undefined,
  });
}
