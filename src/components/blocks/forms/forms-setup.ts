import 'server-only';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { messagesFor, translatorFor } from '@/i18n/messages';
import { formsConfig } from '@/lib/leads/config';
import { legalLinks } from '@/lib/leads/consent';
import { consentLinks } from './consent-links';

/** What the forms need from the server: the messages in the page's language (for what the server renders), legal links, the portal setting. */
export function formsSetup(locale: Locale) {
  const messages = messagesFor(locale).newsletter;
  const config = formsConfig();
  return { messages, links: legalLinks(locale), marketingForms: config.marketingForms, region: config.region };
}

/** The marketing-form portal applies only when configured and the block names both ids. */
export function usesMarketingPortal(setup: { marketingForms: string }, portalId: string, formId: string): boolean {
  return setup.marketingForms === 'hubspot' && Boolean(portalId) && Boolean(formId);
}

/** The newsletter's consent sentence with its links to the legal pages, as the server renders it (the form without JavaScript). */
export function newsletterConsent(locale: Locale): ReactNode {
  return translatorFor(locale, 'newsletter').rich('block.consent', consentLinks(legalLinks(locale)));
}
