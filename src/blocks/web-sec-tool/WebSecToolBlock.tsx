import { IslandMessages } from '@/components/i18n/IslandMessages';
import { localizedPath } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { scannerUiConfig } from '@/lib/scanner/config';
import type { BlockProps } from '../types';
import { webSecToolMessages } from './messages';
import { WebSecTool } from './WebSecTool.lazy';
import type { WebSecToolAttributes } from './schema';

const FEATURES = ['domain', 'connection', 'options', 'email'] as const;

/** Server part: the feature cards from the catalogue of the page language (hi reads English), the island's messages, dwell from SCAN_STEP_DWELL_MS. */
export function WebSecToolBlock({ attributes, context }: BlockProps<WebSecToolAttributes>) {
  const catalogue = messagesFor(context.locale).webSecTool;
  const features = (
    <section aria-labelledby="web-sec-features" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="web-sec-features" className="mb-6 text-center text-2xl font-bold">
        {catalogue.features.heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((key) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-bold">{catalogue.features[key].title}</h3>
            <p className="mt-2">{catalogue.features[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <IslandMessages locale={context.locale} namespaces={webSecToolMessages}>
        <WebSecTool
          title={attributes.title || undefined}
          subtitle={attributes.sub_heading || undefined}
          dwell={scannerUiConfig().stepDwellMs}
          features={features}
          locale={context.locale}
          links={{ whois: localizedPath('/domains/whois', context.locale), support: localizedPath('/company/contact-us/contact-support', context.locale) }}
        />
      </IslandMessages>
    </div>
  );
}
