import { localizedPath } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { scannerUiConfig } from '@/lib/scanner/config';
import type { BlockProps } from '../types';
import { WebSecTool } from './WebSecTool.lazy';
import type { WebSecToolAttributes } from './schema';

const FEATURES = ['domain', 'connection', 'options', 'email'] as const;

/** Server part: labels from the catalogue of the page language (hi reads English), dwell from SCAN_STEP_DWELL_MS. */
export function WebSecToolBlock({ attributes, context }: BlockProps<WebSecToolAttributes>) {
  const catalogue = messagesFor(context.locale).webSecTool;
  const labels = {
    ...catalogue,
    hero: {
      ...catalogue.hero,
      title: attributes.title || catalogue.hero.title,
      subtitle: attributes.sub_heading || catalogue.hero.subtitle,
    },
  };
  const features = (
    <section aria-labelledby="web-sec-features" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="web-sec-features" className="mb-6 text-center text-2xl font-bold">
        {labels.features.heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((key) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-bold">{labels.features[key].title}</h3>
            <p className="mt-2">{labels.features[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <WebSecTool
        labels={labels}
        dwell={scannerUiConfig().stepDwellMs}
        features={features}
        locale={context.locale}
        links={{ whois: localizedPath('/domains/whois', context.locale), support: localizedPath('/company/contact-us/contact-support', context.locale) }}
      />
    </div>
  );
}
