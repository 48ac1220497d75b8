import { z } from 'zod';

/**
 * Content configuration from the environment, read lazily (at call time) so tests can set it.
 * An empty variable counts as unset (a blank line in an .env file must not switch a default off).
 */
/** process.env or a plain object (tests). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(blankAsUnset, z.string().trim().optional());
const seconds = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(31_536_000).default(fallback));

export const contentEnvSchema = z
  .object({
    /** Where pages, posts, theme options, memberships and promotions come from. */
    CONTENT_SOURCE: z.preprocess(blankAsUnset, z.enum(['embedded', 'wordpress']).default('embedded')),
    /** Root of the embedded documents (default ./content). */
    CONTENT_DIR: optionalString,
    /** WPGraphQL endpoint, e.g. https://cms.example.com/graphql. Required when CONTENT_SOURCE=wordpress. */
    WORDPRESS_GRAPHQL_URL: z.preprocess(
      blankAsUnset,
      z
        .url({ protocol: /^https?$/, message: 'WORDPRESS_GRAPHQL_URL must be an http(s) URL' })
        .optional(),
    ),
    /** Sent as `Authorization: Bearer <token>` when set. */
    WORDPRESS_AUTH_TOKEN: optionalString,
    /** Per-request timeout for the content system, milliseconds. */
    WORDPRESS_TIMEOUT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(120_000).default(8000)),
    /** Lifetime of a cached answer in seconds; 0 turns the data cache off (every render asks WordPress). */
    WORDPRESS_REVALIDATE_SECONDS: seconds(300),
  })
  .superRefine((env, ctx) => {
    if (env.CONTENT_SOURCE === 'wordpress' && !env.WORDPRESS_GRAPHQL_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORDPRESS_GRAPHQL_URL'],
        message: 'WORDPRESS_GRAPHQL_URL is required when CONTENT_SOURCE=wordpress',
      });
    }
  });
export type ContentEnv = z.infer<typeof contentEnvSchema>;

/** The content configuration is unusable: names every offending variable. */
export class ContentConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid content configuration: ${issues.join('; ')}`);
    this.name = 'ContentConfigError';
  }
}

function describe(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const name = issue.path.map(String).join('.');
    return issue.message.includes(name) || !name ? issue.message : `${name}: ${issue.message}`;
  });
}

export function readContentConfig(env: EnvSource = process.env): ContentEnv {
  const result = contentEnvSchema.safeParse(env);
  if (!result.success) throw new ContentConfigError(describe(result.error));
  return result.data;
}

/** The on-demand revalidation secret; it is read on its own so a content misconfiguration cannot hide it. */
const revalidateEnvSchema = z.object({
  REVALIDATE_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(16, 'REVALIDATE_SECRET must be at least 16 characters').optional(),
  ),
});

export function readRevalidateSecret(env: EnvSource = process.env): string | undefined {
  const result = revalidateEnvSchema.safeParse(env);
  if (!result.success) throw new ContentConfigError(describe(result.error));
  return result.data.REVALIDATE_SECRET;
}
