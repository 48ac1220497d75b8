import { BlockTitle } from '@/components/blocks/BlockTitle';
import { ContactCards, Imprint, companyLabels } from '@/components/company/CompanyParts';
import { getThemeOptions } from '@/lib/content/page';
import type { BlockProps } from '../types';
import type { CompanyDetailsAttributes } from './schema';

/** The company record on a page: the imprint or the contact cards (schema.ts). */
export async function CompanyDetailsBlock({ attributes, context }: BlockProps<CompanyDetailsAttributes>) {
  const { company } = await getThemeOptions();
  // The imprint is titled 'Company details' in the page's language unless the content names it.
  const heading = attributes.show === 'imprint' && !attributes.heading.title ? { ...attributes.heading, title: companyLabels(context.locale).heading, tag: 'h2' as const } : attributes.heading;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()} data-company-details={attributes.show}>
      <BlockTitle heading={heading} subHeading={attributes.sub_heading} />
      {attributes.show === 'imprint' ? (
        <Imprint company={company} locale={context.locale} className="mt-4 max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm" />
      ) : (
        <div className="mt-4">
          <ContactCards company={company} locale={context.locale} channels={attributes.channels} hours={attributes.hours} address={attributes.address} phone={attributes.phone} />
        </div>
      )}
    </section>
  );
}
