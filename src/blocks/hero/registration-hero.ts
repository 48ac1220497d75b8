import { defineBlock } from '../define';
import { DomainRegistrationHero } from './MarketingHeroes';
import { registrationHeroFixtures } from './registration-fixture';
import { registrationHeroSchema } from './registration-schema';

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
