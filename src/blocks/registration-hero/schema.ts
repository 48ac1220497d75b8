import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '../shared/attributes';

/**
 * Domain registration hero (paths containing domain-registration): heading, text, the domain search
 * box, three trust badges, a price note, Explore pricing (scrolls to the price table) and a link to
 * transfer a domain.
 */
export const registrationHeroSchema = z.object({
  ...commonAttributes,
  heading: headingSchema,
  sub_heading: text.optional(),
  /** In-page target of Explore pricing. */
  pricing_anchor: text.optional().transform((value) => (value || 'pricing-table').replace(/^#/, '')),
});
export type RegistrationHeroAttributes = z.output<typeof registrationHeroSchema>;
