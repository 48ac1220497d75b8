'use client';

import { priceIn, type PriceMap } from '@/lib/memberships/prices';
import { formatMoney } from '@/lib/pricing/currency';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

/**
 * The Basic S offer copy: '60% off', '$19.99 instead of $49.99 …', 'Limited offer ending …'. The
 * offer has a dollar price only, so in another currency the offer line is not shown at all rather
 * than a price in a currency the offer does not have.
 */
export function OfferLine({ price, was, locale, labels }: { price: PriceMap; was: PriceMap; locale: string; labels: { badge: string; text: string; ends: string } }) {
  const [currency] = useCurrency(locale);
  const offer = priceIn(price, currency);
  const regular = priceIn(was, currency);
  if (offer === null || regular === null) return null;
  return (
    <div className="mt-4 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm" data-testid="basic-s-offer">
      <p className="inline-flex rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white">{labels.badge}</p>
      <p className="mt-2 font-semibold text-heading">
        {labels.text.replace('{price}', formatMoney(offer, currency, locale)).replace('{was}', formatMoney(regular, currency, locale))}
      </p>
      <p className="mt-1 text-slate-700">{labels.ends}</p>
    </div>
  );
}
