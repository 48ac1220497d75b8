import { ButtonLink } from '@/components/ui/Button';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { localizedPath } from '@/i18n/locales';
import { messagesFor, translatorFor } from '@/i18n/messages';
import { mailLinkRequest, newsletterPageMetadata, type MailLinkPageProps } from '../../newsletter/token-link';

export const dynamic = 'force-dynamic';

export const generateMetadata = newsletterPageMetadata('resultPage');

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Where the lead and newsletter forms land when posted without JavaScript (contract:
 * src/lib/leads/http.ts formResultUrl): form=lead|newsletter, status=success|error, id, code,
 * fields=field:code,…, back=<site path>.
 */
export default async function FormResultPage(props: MailLinkPageProps) {
  const { locale, query } = await mailLinkRequest(props);
  const t = messagesFor(locale).newsletter;
  const form = one(query.form) === 'newsletter' ? 'newsletter' : 'lead';
  const success = one(query.status) === 'success';
  const id = /^LEAD-\d{8}-[0-9A-Z]{6}$/.test(one(query.id)) ? one(query.id) : '';
  const back = /^\/(?!\/)[\w\-./]*$/.test(one(query.back)) ? one(query.back) : localizedPath('/', locale);
  const code = one(query.code);
  const errors = t.errors as Record<string, string>;
  const fieldCodes = one(query.fields)
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && /^[a-z]+$/i.test(pair[0] ?? '') && Boolean(errors[pair[1] ?? '']));
  const fieldLabels: Record<string, string> = { ...t.leadForm, email: form === 'newsletter' ? t.block.emailLabel : t.leadForm.email, consent: '' };
  const copy = success ? t.resultPage[form] : t.resultPage.error;
  return (
    <main id="main" data-status={success ? 'success' : 'error'}>
      <StatusPanel tone={success ? 'success' : 'error'} heading={copy.heading} actions={<ButtonLink href={back}>{t.resultPage.back}</ButtonLink>}>
        <p>{translatorFor(locale, 'newsletter')(success ? `resultPage.${form}.text` : 'resultPage.error.text', { id })}</p>
        {!success && code && code !== 'validation-failed' ? <p className="mt-2">{errors[code] ?? errors.server}</p> : null}
        {fieldCodes.length ? (
          <ul className="mt-4 list-disc text-left ps-6">
            {fieldCodes.map(([field, fieldCode]) => (
              <li key={field}>
                {fieldLabels[field] ? <span className="font-semibold">{fieldLabels[field]}: </span> : null}
                {errors[fieldCode]}
              </li>
            ))}
          </ul>
        ) : null}
      </StatusPanel>
    </main>
  );
}
