import 'server-only';
import { catalogue, type IndexedExtension, type TldPriceEntry } from '@/lib/pricing/catalogue';
import { currencyForLocale, type Currency } from '@/lib/pricing/currency';

export interface LandingData {
  extension: IndexedExtension;
  entry: TldPriceEntry;
  currency: Currency;
}

/** The extension named by a slug ('co-uk'), a name ('.co.uk', 'рф') or null, priced in the page currency. */
export async function landingData(nameOrSlug: string, locale: string): Promise<LandingData | null> {
  const index = await catalogue().current();
  const extension = index.findBySlug(nameOrSlug) ?? index.find(nameOrSlug);
  if (!extension) return null;
  const preferred = currencyForLocale(locale, null);
  const currency = extension.prices[preferred] ? preferred : 'USD';
  const entry = index.entry(extension, currency);
  return entry ? { extension, entry, currency } : null;
}
