import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TicketResult, ticketResultFrom } from '@/blocks/support-forms/TicketResult';
import { localizedPath } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { routing } from '@/i18n/routing';
import { ticketForResultPage } from '@/lib/tickets/service';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: 'Support request', robots: { index: false, follow: false } };

/**
 * Where a support form lands when it was posted without JavaScript: the ticket endpoint answers
 * 303 to this page with the ticket id and its result token, or the error codes (contract:
 * src/lib/tickets/http.ts). The subject shown is the stored ticket's.
 */
export default async function TicketResultPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  // The ticket is read from the store by id and its result token; nothing the URL says is shown.
  const ticket = one(query.status) === 'success' ? await ticketForResultPage(one(query.ticketId), one(query.token)).catch(() => null) : null;
  const model = ticketResultFrom(query, ticket);
  const back =
    model.type === 'abuse'
      ? localizedPath('/company/contact-us/report-abuse', locale) + '#report-abuse'
      : localizedPath('/support', locale) + (model.type === 'domain-owner' ? '#domain-owner' : '#disclosure-request');
  return (
    <main id="main">
      <TicketResult model={model} labels={messagesFor(locale).support} locale={locale} backHref={back} />
    </main>
  );
}
