import { z } from 'zod';

/**
 * Settings of the first-party forms and of the marketing-form portal (docs/mail.md, "Forms").
 * MARKETING_FORMS: 'first-party' (default, the embedded default) renders our own lead and newsletter
 * forms, posting to /api/leads and /api/newsletter/subscribe; 'hubspot' loads the marketing form
 * script (region na1, portal id and form id from the block) instead, where a block names both ids.
 */
const integer = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  MARKETING_FORMS: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['first-party', 'hubspot']).default('first-party')),
  MARKETING_FORMS_REGION: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^[a-z0-9]{2,8}$/).default('na1')),
  FORM_RATE_LIMIT: integer(10, 1),
  FORM_RATE_WINDOW_SECONDS: integer(600, 1),
  FORM_ALLOWED_ORIGINS: z.string().default(''),
});

export interface FormsConfig {
  marketingForms: 'first-party' | 'hubspot';
  region: string;
  rateLimit: number;
  rateWindowMs: number;
  allowedOrigins: string[];
}

export function formsConfig(env: Record<string, string | undefined> = process.env): FormsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid forms configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const values = parsed.data;
  return {
    marketingForms: values.MARKETING_FORMS,
    region: values.MARKETING_FORMS_REGION,
    rateLimit: values.FORM_RATE_LIMIT,
    rateWindowMs: values.FORM_RATE_WINDOW_SECONDS * 1000,
    allowedOrigins: values.FORM_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
  };
}
