import { defineBlock } from '../define';
import { registrationHeroFixtures } from './fixture';
import { RegistrationHeroBlock } from './RegistrationHero';
import { registrationHeroSchema } from './schema';

export const registrationHeroBlock = defineBlock({
  name: 'acf/domain-registration-hero',
  title: 'Domain registration hero',
  schema: registrationHeroSchema,
  Component: RegistrationHeroBlock,
  fixtures: registrationHeroFixtures,
});
