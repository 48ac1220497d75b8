import { defineBlock } from '../define';
import { DomainRegistrationHero } from '../hero/MarketingHeroes';
import { registrationHeroFixtures } from './fixture';
import { registrationHeroSchema } from './schema';

/**
 * Alias kept for content that names the block acf/domain-registration-hero: the same attributes and
 * component as acf/hero with advIdentity domain-registration.
 */
export const registrationHeroBlock = defineBlock({
  name: 'acf/domain-registration-hero',
  title: 'Domain registration hero (alias of acf/hero domain-registration)',
  schema: registrationHeroSchema,
  Component: DomainRegistrationHero,
  fixtures: registrationHeroFixtures,
});
