import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { formsSetup, newsletterConsent, usesMarketingPortal } from '@/components/blocks/forms/forms-setup';
import { newsletterFormMessages } from '@/components/blocks/forms/messages';
import { MarketingForm } from '@/components/blocks/forms/MarketingForm.lazy';
import type { Locale } from '@/i18n/locales';
import type { BlockProps } from '../types';
import { NewsletterForm } from './NewsletterForm.lazy';
import type { NewsletterBlockAttributes } from './schema';

/** The same form for visitors without JavaScript: it posts and lands on the result page. */
function NoScriptForm({ setup, locale, formId, pagePath, inverse }: { setup: ReturnType<typeof formsSetup>; locale: Locale; formId: string; pagePath: string; inverse: boolean }) {
  const labels = setup.messages.block;
  return (
    <noscript>
      <form method="post" action="/api/newsletter/subscribe" className="flex flex-col gap-3">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="formId" value={formId} />
        <input type="hidden" name="pagePath" value={pagePath} />
        <label htmlFor="newsletter-noscript-email" className="font-semibold">
          {labels.emailLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id="newsletter-noscript-email" name="email" type="email" required autoComplete="email" className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900" />
          <button type="submit" className={`rounded-md px-6 py-2.5 font-semibold ${inverse ? 'bg-highlight text-slate-900' : 'bg-brand text-white'}`}>
            {labels.button}
          </button>
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="consent" required className="mt-1 h-5 w-5" />
          <span>
            {newsletterConsent(locale)}
          </span>
        </label>
      </form>
    </noscript>
  );
}

/**
 * Newsletter block, identities news-letter (a card) and home-news-letter (a full-width band on the
 * home page): heading and text in the page's language, then the form — the marketing portal's when
 * configured, else the first-party form (double opt-in, /api/newsletter/subscribe) — after 5000 ms.
 */
export function NewsletterBlock({ attributes, context }: BlockProps<NewsletterBlockAttributes>) {
  const setup = formsSetup(context.locale);
  const copy = setup.messages.block;
  const { identity, heading, text, buttonTitle, portalId, formId, anchor, className } = attributes;
  const home = identity === 'home-news-letter';
  const form = usesMarketingPortal(setup, portalId, formId) ? (
    <MarketingForm portalId={portalId} formId={formId} region={setup.region} nonce={context.nonce} loadingLabel={copy.loading} />
  ) : (
    <>
      <IslandMessages locale={context.locale} namespaces={newsletterFormMessages}>
        <NewsletterForm buttonTitle={buttonTitle || undefined} locale={context.locale} formId={formId} pagePath={context.path} legalLinks={setup.links} inverse={home} />
      </IslandMessages>
      <NoScriptForm setup={setup} locale={context.locale} formId={formId} pagePath={context.path} inverse={home} />
    </>
  );
  const title = heading ? (
    <Heading tag={heading.tag} fontSize={heading.fontSize} className={home ? 'text-white' : ''}>
      <RichText html={heading.title} inline as="span" />
    </Heading>
  ) : (
    <Heading tag="h2" className={home ? 'text-white' : ''}>
      {copy.heading}
    </Heading>
  );
  if (home) {
    return (
      <Section id={anchor} className={`bg-brand-dark py-12 text-white sm:py-16 ${className}`} >
        <div className="grid items-center gap-8 lg:grid-cols-2" data-identity={identity}>
          <div className="flex flex-col gap-3">
            {title}
            <RichText html={text || copy.text} className="text-lg text-white/90" />
          </div>
          <div>{form}</div>
        </div>
      </Section>
    );
  }
  return (
    <Section id={anchor} className={`py-10 ${className}`}>
      <div className="mx-auto flex max-w-2xl flex-col gap-4 rounded-xl bg-muted p-6 sm:p-10" data-identity={identity}>
        {title}
        <RichText html={text || copy.text} className="text-slate-700" />
        {form}
      </div>
    </Section>
  );
}
