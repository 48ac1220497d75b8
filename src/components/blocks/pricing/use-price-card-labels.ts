import { useTranslations } from 'next-intl';
import { priceCardLabelsOf, type PriceCardLabels } from './PriceCard';

/** The price card's labels inside an island (its IslandMessages includes priceCardMessages). */
export function usePriceCardLabels(): PriceCardLabels {
  const t = useTranslations('pricing');
  return priceCardLabelsOf((key) => t(key));
}
