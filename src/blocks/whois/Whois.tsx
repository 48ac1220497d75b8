import { getTranslations } from 'next-intl/server';
import { messagesFor } from '@/i18n/messages';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import type { WhoisLabels } from './labels';
import { WhoisLookup } from './WhoisLookup.lazy';
import type { WhoisBlockAttributes } from './schema';

const LABEL_KEYS = [
  'fieldLabel', 'search', 'loading', 'resultsFor', 'fallbackError', 'notRegistered', 'registered', 'summary',
  'registrar', 'created', 'expires', 'updated', 'status', 'nameServers', 'rawData',
] as const satisfies ReadonlyArray<keyof WhoisLabels>;

export async function WhoisBlock({ attributes, context }: BlockProps<WhoisBlockAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'whois' });
  const labels: WhoisLabels = {
    ...(Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])) as Record<(typeof LABEL_KEYS)[number], string>),
    fieldErrors: messagesFor(context.locale).whois.fieldErrors,
    errors: messagesFor(context.locale).whois.errors,
  };
  return (
    <section id={attributes.anchor || undefined} className={`py-6 ${attributes.className ?? ''}`.trim()} data-whois-block="">
      {attributes.heading?.title || attributes.sub_heading ? (
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          {attributes.heading?.title ? (
            <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize}>
              <RichText html={attributes.heading.title} inline as="span" />
            </Heading>
          ) : null}
          {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
        </div>
      ) : null}
      <WhoisLookup labels={labels} locale={context.locale} />
    </section>
  );
}
