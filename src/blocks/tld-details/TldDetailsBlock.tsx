import { landingData } from '../tld-landing-hero/data';
import type { TldAttributes } from '../tld-landing-hero/schema';
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
