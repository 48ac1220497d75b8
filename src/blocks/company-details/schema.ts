import { z } from 'zod';
import { commonAttributes, optionalHeading, text } from '@/components/blocks/attributes';
import { CONTACT_CHANNELS, HOURS_KINDS, type ContactChannel, type HoursKind } from '@/lib/company/profile';

/**
 * Company details from the one company record (theme options): `show: imprint` lists the legal
 * identity (about and legal pages); `show: contact` shows how to reach the given `channels`
 * (support, sales, abuse, security, privacy, jobs, general), the phone with the `hours` of support
 * or sales (unless `phone` is off), and the postal address when `address` is on. The page's copy never types an address.
 */
export const companyDetailsSchema = z
  .object({
    ...commonAttributes,
    heading: optionalHeading,
    sub_heading: text,
    show: z.enum(['imprint', 'contact']).catch('contact').optional(),
    channels: z.array(z.string()).nullish(),
    hours: z.string().nullish(),
    address: z.union([z.boolean(), z.string(), z.number()]).nullish(),
    phone: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  })
  .transform((value) => ({
    ...value,
    show: value.show ?? 'contact',
    channels: (value.channels ?? ['general']).filter((channel): channel is ContactChannel => (CONTACT_CHANNELS as readonly string[]).includes(channel)),
    hours: (HOURS_KINDS as readonly string[]).includes(value.hours ?? '') ? (value.hours as HoursKind) : null,
    address: value.address === true || value.address === 1 || value.address === '1' || value.address === 'true',
    // the phone card shows unless switched off (a mailbox-only channel such as abuse)
    phone: !(value.phone === false || value.phone === 0 || value.phone === '0' || value.phone === 'false'),
  }));
export type CompanyDetailsAttributes = z.output<typeof companyDetailsSchema>;
