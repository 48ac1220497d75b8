import type en from '../../../../messages/en/newsletter.json';

/** The forms' labels: the messages/<lang>/newsletter.json namespace (English is the reference). */
export type NewsletterMessages = typeof en;
export type LeadFormLabels = NewsletterMessages['leadForm'] & { errors: NewsletterMessages['errors']; privacy: string; terms: string };

/** An error code as text in the page's language (server codes and the schemas' field codes alike). */
export function errorText(errors: NewsletterMessages['errors'], code: string | undefined): string | undefined {
  if (!code) return undefined;
  return (errors as Record<string, string>)[code] ?? errors.server;
}
