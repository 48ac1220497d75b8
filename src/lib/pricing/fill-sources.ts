import 'server-only';
import { membershipFacts } from '@/lib/memberships/facts-server';
import { catalogue } from './catalogue';
import type { FillSources } from './fill';

/** What placeholders are filled from on a page of `locale`: the catalogue and that language's membership facts. */
export async function fillSources(locale: string): Promise<FillSources> {
  const index = await catalogue().current();
  return { index, memberships: await membershipFacts(locale, index) };
}
