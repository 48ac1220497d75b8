import type { BlockProps } from '../types';
import { landingData } from '@/lib/pricing/landing-data';
import type { TldAttributes } from '@/components/blocks/pricing/tld-schema';
import { TldLandingHero } from './TldLandingHero';

export async function TldLandingHeroBlock({ attributes, context }: BlockProps<TldAttributes>) {
  const data = await landingData(attributes.tld, context.locale);
  if (!data) {
    console.warn(`[blocks] tld-landing-hero: unknown TLD "${attributes.tld}" on page ${context.pageUri}`);
    return null;
  }
  return <TldLandingHero data={data} locale={context.locale} headingTag="h2" />;
}
