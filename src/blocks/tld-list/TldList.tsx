import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import { htmlLangByLocale, localizedPath, type Locale } from '@/i18n/locales';
import { catalogue } from '@/lib/pricing/catalogue';
import { pricingLabels } from '@/components/blocks/pricing/labels';

/** Every extension with a link to its landing page, in list order (preference list, then alphabetical). */
export async function TldList({
  locale,
  heading,
  headingTag = 'h2',
  limit,
}: {
  locale: Locale;
  heading?: string;
  headingTag?: 'h1' | 'h2' | 'h3';
  limit?: number;
}) {
  const [{ t }, index] = await Promise.all([pricingLabels(locale), catalogue().current()]);
  const shown = limit ? index.ordered.slice(0, limit) : index.ordered;
  return (
    <Section className="py-10">
      <Heading tag={headingTag} className="mb-2">
        {heading || t('landing.listHeading')}
      </Heading>
      <p className="mb-6">{t('landing.listIntro', { count: index.size.toLocaleString(locale === 'es' || locale === 'nl' ? htmlLangByLocale[locale] : 'en-US') })}</p>
      {/* 2,000+ links: styled from the list so each item carries no classes of its own. */}
      <ul className="columns-2 gap-6 sm:columns-4 lg:columns-6 [&_a:hover]:underline [&>li]:py-0.5" aria-label={t('landing.allExtensions')}>
        {shown.map((extension) => (
          <li key={extension.tld}>
            <a href={localizedPath(`/domains/tlds/${extension.slug}`, locale)}>.{extension.unicodeName}</a>
          </li>
        ))}
      </ul>
      {shown.length < index.size ? (
        <p className="mt-4">
          <a href={localizedPath('/domains/tld', locale)} className="font-semibold text-brand underline underline-offset-2">
            {t('landing.allExtensions')}
          </a>
        </p>
      ) : null}
    </Section>
  );
}
