import 'server-only';
import { openStores } from '@/lib/db/open-stores';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import { dataDir } from '@/lib/db/sqlite';
import { queueNewsletterConfirmation } from '@/lib/subscriptions/newsletter';
import { consentText } from './consent';
import type { LeadFormValues } from './schema';
import { LeadStore } from './store';

const stores = openStores<LeadStore>((store) => store.close());

export function leadsDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : dataDir();
}

export function leadStore(directory: string = leadsDirectory()): Promise<LeadStore> {
  return stores.get(directory, () => LeadStore.open(directory));
}

export function closeLeadStores(): Promise<void> {
  return stores.closeAll();
}

/**
 * Commits a validated lead (one row, with the consent text shown and its time) and returns its
 * reference; only then does the route answer "success". A visitor who also ticked the newsletter is
 * handed to the subscriptions capability (double opt-in: a confirmation mail, committed too).
 */
export async function commitLead(values: LeadFormValues, options: { directory?: string; now?: Date } = {}): Promise<{ leadId: string }> {
  const now = options.now ?? new Date();
  const locale: Locale = values.locale;
  const store = await leadStore(options.directory);
  const leadId = await store.insert(
    {
      form_id: values.formId,
      portal_id: values.portalId,
      page_path: values.pagePath,
      locale,
      name: values.name,
      email: values.email.toLowerCase(),
      company: values.company,
      phone: values.phone,
      message: values.message,
      consent_text: consentText('lead', locale),
      consented_at: now.toISOString(),
      newsletter: values.newsletter ? 1 : 0,
    },
    now,
  );
  if (values.newsletter) await queueNewsletterConfirmation({ email: values.email, locale, source: 'lead-form', consentText: consentText('newsletter', locale) }, { now });
  return { leadId };
}
