import 'server-only';
import { rawText, type MembershipMessages } from './labels';
import type { PricingTableLabels } from './MembershipPricingTable.client';

/** The island's labels: the block's own texts where it sends them, else the catalogue's. */
export function pricingTableLabels(
  t: MembershipMessages,
  own: { toggle?: { month: string; year: string }; billing?: { month: string; year: string }; mostPopular?: string; startsFrom?: string } = {},
): PricingTableLabels {
  return {
    toggle: { month: own.toggle?.month || t('billing.month'), year: own.toggle?.year || t('billing.year'), group: t('billing.group') },
    billing: { month: own.billing?.month || t('billing.perMonth'), year: own.billing?.year || t('billing.perYear') },
    mostPopular: own.mostPopular || t('mostPopular'),
    startsFrom: own.startsFrom ?? '',
    unavailable: t('unavailable'),
    free: t('free'),
    included: t('included'),
    notIncluded: t('notIncluded'),
    yearlyEquivalent: rawText(t, 'billing.yearlyEquivalent'),
    was: rawText(t, 'billing.was'),
    moreInfo: rawText(t, 'moreInfo'),
  };
}
