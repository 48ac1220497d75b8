import { defineBlock } from '../define';
import { partnerLogosFixtures } from './fixture';
import { PartnerLogos } from './PartnerLogos';
import { partnerLogosSchema } from './schema';

export const partnerLogosBlock = defineBlock({
  name: 'acf/partner-logos',
  title: 'Partner logos',
  schema: partnerLogosSchema,
  Component: PartnerLogos,
  fixtures: partnerLogosFixtures,
});
