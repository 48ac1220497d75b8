import 'server-only';
import { catalogue, type CatalogueIndex } from '@/lib/pricing/catalogue';
import { CURRENCIES } from '@/lib/pricing/currency';
import { membershipPromoFor, type MembershipPromo } from '@/lib/promotions/membership';
import { buildMembershipFacts, type ComPrices, type MembershipFacts, type MembershipOffer } from './facts';
import { membershipKey } from './promo';
import { tierByName, type TierId } from './tiers';
import { toPriceMap } from './prices';

/** .com's regular prices per currency from the catalogue (the reference of the savings). */
export function comPrices(index: CatalogueIndex): ComPrices {
  const com = index.find('com');
  const prices: ComPrices = {};
  for (const currency of CURRENCIES) {
    const price = com?.prices[currency];
    if (price) prices[currency] = { nonMember: price.nonMemberRegister, member: price.memberRegister, supreme: price.supremeRegister };
  }
  return prices;
}

/**
 * The promotion's memberships as tier prices. A promo membership names a tier ('basic_s',
 * 'Basic S') or a plan ('basic', 'professional': its entry tier, Basic S and Professional S).
 */
export function membershipOffer(promo: MembershipPromo | null): MembershipOffer | null {
  if (!promo) return null;
  const tiers: MembershipOffer['tiers'] = {};
  for (const membership of promo.memberships) {
    const key = membershipKey(membership.membershipId);
    const id = (key === 'basic' ? 'basic_s' : key === 'professional' ? 'professional_s' : tierByName(key)?.id) as TierId | undefined;
    if (!id || tiers[id]) continue;
    tiers[id] = { yearly: toPriceMap(membership.yearPrices), saleLabel: membership.saleLabel?.trim() || null };
  }
  return { id: promo.id, tiers, endsOn: promo.endDate, landingUrl: promo.landingUrl, cta: promo.discountCta };
}

/** The membership facts of a page: the catalogue's .com prices and the page language's running membership promotion. */
export async function membershipFacts(locale: string, index?: CatalogueIndex): Promise<MembershipFacts> {
  const [current, promo] = await Promise.all([index ?? catalogue().current(), membershipPromoFor(locale)]);
  return buildMembershipFacts(comPrices(current), membershipOffer(promo));
}
