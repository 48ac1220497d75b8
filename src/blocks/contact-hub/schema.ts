import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/** The modal the non-public data card opens (spec "Contact hub"). */
export const CONTACT_DISCLOSURE_MODAL_ID = 'contact_disclosure_data';

/**
 * Contact hub: 'How can we help?' and five cards. The security card's mailbox is not given by the
 * spec: it comes from `security_email` when the block sets one, else from the company record's
 * security address (theme options). `disclosure_page` is where the non-public data card leads
 * without JavaScript (the page holding the inline disclosure form).
 */
export const contactHubSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    security_email: text.optional(),
    disclosure_page: text.optional(),
  })
  .transform((value) => {
    const email = value.security_email?.replace(/^mailto:/i, '').trim() ?? '';
    return {
      ...value,
      securityEmail: /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? email : null,
      disclosurePage: value.disclosure_page?.startsWith('/') && !value.disclosure_page.startsWith('//') ? value.disclosure_page : '/support#disclosure-request',
    };
  });
export type ContactHubAttributes = z.output<typeof contactHubSchema>;
