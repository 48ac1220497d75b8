import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { renderOrigin } from './origin';

/**
 * Site-wide settings from the environment (documented in .env.example). Read lazily so tests and
 * scripts can set them; the defaults serve the site on a fresh machine.
 */
const siteEnvSchema = z.object({
  SITE_URL: z.url().optional(),
  CONTROL_PANEL_URL: z.url().default('https://cp.nameport.example'),
  FAST_CHECKOUT_URL: z.url().optional(),
  KNOWLEDGE_BASE_URL: z.url().default('https://support.nameport.example/knowledge-base'),
  PARTNER_DOCS_URL: z.url().default('https://docs.nameport.example'),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID must look like GTM-XXXXXXX')
    .optional(),
});

export type SiteConfig = {
  /** The origin of the links rendered into pages (./origin.ts: SITE_URL or the request's origin). */
  siteUrl: string;
  controlPanelUrl: string;
  fastCheckoutUrl: string;
  /** The support knowledge base and the partner (API and integration) documentation (fixed outbound links). */
  knowledgeBaseUrl: string;
  partnerDocsUrl: string;
  gtmId: string | null;
};

export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const parsed = siteEnvSchema.parse({
    SITE_URL: env.SITE_URL || undefined,
    CONTROL_PANEL_URL: env.CONTROL_PANEL_URL || undefined,
    FAST_CHECKOUT_URL: env.FAST_CHECKOUT_URL || undefined,
    KNOWLEDGE_BASE_URL: env.KNOWLEDGE_BASE_URL || undefined,
    PARTNER_DOCS_URL: env.PARTNER_DOCS_URL || undefined,
    GTM_ID: env.GTM_ID || undefined,
  });
  const controlPanelUrl = parsed.CONTROL_PANEL_URL.replace(/\/+$/, '');
  return {
    siteUrl: renderOrigin(env),
    controlPanelUrl,
    fastCheckoutUrl: parsed.FAST_CHECKOUT_URL ?? `${controlPanelUrl}/fast-checkout`,
    knowledgeBaseUrl: parsed.KNOWLEDGE_BASE_URL.replace(/\/+$/, ''),
    partnerDocsUrl: parsed.PARTNER_DOCS_URL.replace(/\/+$/, ''),
    gtmId: parsed.GTM_ID ?? null,
  };
}

/** Country parameter of the sign-in link, by locale. */
export const countryByLocale: Record<Locale, string> = { en: 'US', es: 'ES', nl: 'NL', hi: 'IN' };

export function controlPanelLinks(config: SiteConfig, locale: Locale) {
  return {
    signUp: `${config.controlPanelUrl}/signup`,
    signIn: `${config.controlPanelUrl}/signin?country=${countryByLocale[locale]}`,
    welcomeMembership: `${config.controlPanelUrl}/welcome-membership`,
    dashboard: `${config.controlPanelUrl}/dashboard`,
  };
}
