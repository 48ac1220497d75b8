import 'server-only';
import { catalogue, type IndexedExtension, type TldPriceEntry } from '@/lib/pricing/catalogue';
import { CURRENCIES, currencyForLocale, type Currency } from '@/lib/pricing/currency';
import { tldPriceView, type TldPriceView } from '@/lib/pricing/tld-prices';

export interface LandingData {
  extension: IndexedExtension;
  /** The entry in the locale's own currency (metadata, JSON-LD). */
  entry: TldPriceEntry;
  currency: Currency;
  /** The prices in every currency, as every block shows them (the cards follow the visitor's currency). */
  views: Partial<Record<Currency, TldPriceView>>;
}

/** The extension named by a slug ('co-uk'), a name ('.co.uk', 'рф') or null, priced in the page currency. */
export async function landingData(nameOrSlug: string, locale: string): Promise<LandingData | null> {
  const index = await catalogue().current();
  const extension = index.findBySlug(nameOrSlug) ?? index.find(nameOrSlug);
  if (!extension) return null;
  const preferred = currencyForLocale(locale, null);
  const currency = extension.prices[preferred] ? preferred : 'USD';
  const entry = index.entry(extension, currency);
  const views: LandingData['views'] = {};
  for (const other of CURRENCIES) {
    const priced = index.entry(extension, other);
    if (priced) views[other] = tldPriceView(priced);
  }
  return entry ? { extension, entry, currency, views } : null;
}
