import { z } from 'zod';

/**
 * The recruiting widget (a careers widget script from a CDN, with the company id
 * configured). Unset — the embedded default — the careers
 * block lists the vacancies of content/dynamic-data.json and nothing is loaded from outside.
 *
 *   CAREERS_WIDGET_URL             script url of the widget (https)
 *   CAREERS_COMPANY_ID             the company id the widget shows vacancies of
 *   CAREERS_WIDGET_CONNECT_ORIGINS origins the widget fetches from (comma separated), added to the
 *                                  page CSP's connect-src
 */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const careersEnvSchema = z.object({
  CAREERS_WIDGET_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, message: 'CAREERS_WIDGET_URL must be an http(s) URL' }).optional()),
  CAREERS_COMPANY_ID: z.preprocess(blankAsUnset, z.string().trim().max(100).optional()),
  CAREERS_WIDGET_CONNECT_ORIGINS: z.preprocess(blankAsUnset, z.string().optional()),
});

export interface RecruitingWidgetConfig {
  scriptUrl: string;
  companyId: string;
}

export class CareersConfigError extends Error {
  constructor(message: string) {
    super(`Invalid careers configuration: ${message}`);
    this.name = 'CareersConfigError';
  }
}

/** The widget to load, or null for the embedded vacancies. A url without a company id is an error naming both. */
export function recruitingWidgetConfig(env: Readonly<Record<string, string | undefined>> = process.env): RecruitingWidgetConfig | null {
  const parsed = careersEnvSchema.safeParse(env);
  if (!parsed.success) throw new CareersConfigError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { CAREERS_WIDGET_URL: scriptUrl, CAREERS_COMPANY_ID: companyId } = parsed.data;
  if (!scriptUrl) return null;
  if (!companyId) throw new CareersConfigError('CAREERS_COMPANY_ID is required when CAREERS_WIDGET_URL is set');
  return { scriptUrl, companyId };
}

export { recruitingWidgetConnectOrigins } from './csp';
