import { landingData } from '@/lib/pricing/landing-data';
import type { TldAttributes } from '@/components/blocks/pricing/tld-schema';
import type { BlockProps } from '../types';
import { TldDetails } from './TldDetails';

export async function TldDetailsBlock({ attributes, context }: BlockProps<TldAttributes>) {
  const data = await landingData(attributes.tld, context.locale);
  if (!data) {
    console.warn(`[blocks] tld-details: unknown TLD "${attributes.tld}" on page ${context.pageUri}`);
    return null;
  }
  return <TldDetails data={data} locale={context.locale} />;
}
