import { defineBlock } from '../define';
import { promoHeroFixtures } from './fixture';
import { DefaultPromoHero, promoHeroVariants } from './PromoHero';
import { promoHeroSchema } from './schema';

export const promoHeroBlock = defineBlock({
  name: 'acf/promo',
  title: 'Promo hero',
  schema: promoHeroSchema,
  Component: DefaultPromoHero,
  variants: promoHeroVariants,
  island: 'CountdownTimer, InfoTooltip, TermsDialog',
  fixtures: promoHeroFixtures,
});
