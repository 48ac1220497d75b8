import { useTranslations } from 'next-intl';
import type { PriceCardLabels } from './PriceCard';

/** The price card's labels inside an island (its IslandMessages includes priceCardMessages). */
export function usePriceCardLabels(): PriceCardLabels {
  const t = useTranslations('pricing');
  return {
    perYear: t('priceCard.perYear'),
    renewsAt: t('priceCard.renewsAt'),
    buyNow: t('priceCard.buyNow'),
    off: t('priceCard.off'),
    validUntil: t('priceCard.validUntil'),
    unavailable: t('unavailable'),
  };
}
