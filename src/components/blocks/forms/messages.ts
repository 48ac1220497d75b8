import type { MessageNamespace } from '@/i18n/island-messages';

/** The newsletter form's messages (newsletter.json): its own texts, the error texts, the honeypot's label. */
export const newsletterFormMessages = ['newsletter.block', 'newsletter.errors', 'newsletter.leadForm.website'] as const satisfies readonly MessageNamespace[];

/** The lead form's messages (newsletter.json): its own texts and the error texts. */
export const leadFormMessages = ['newsletter.leadForm', 'newsletter.errors'] as const satisfies readonly MessageNamespace[];
