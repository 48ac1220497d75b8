import { heroSchema } from './schema';

/**
 * acf/domain-registration-hero is an alias of acf/hero with advIdentity domain-registration
 * (a hero variant): it reads the hero's attributes, including pricing_anchor, the
 * in-page target of Explore pricing (default pricing-table, a leading # dropped).
 */
export const registrationHeroSchema = heroSchema;