import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';

/**
 * For the pages rendered on their first request and then served from Next's page cache (each
 * sets its own `revalidate`): none is prerendered at build, as the CSP nonce placeholder only
 * exists at run time (docs/csp.md). A page re-exports it (`export { generateStaticParams } from …`;
 * under its own name, so that Next's build sees it).
 */
export function generateStaticParams(): never[] {
  return [];
}

/** A [locale] route's params with the locale checked: an unknown locale is a 404. */
export async function localeParams<P extends { locale: string }>(params: Promise<P>): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const resolved = await params;
  if (!hasLocale(routing.locales, resolved.locale)) notFound();
  return resolved as Omit<P, 'locale'> & { locale: Locale };
}
