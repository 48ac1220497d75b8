import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockFrame, ButtonPair, CheckList, SectionIntro } from '@/components/blocks/SectionParts';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import type { WhyChooseUsAttributes } from './schema';

/**
 * Why choose us: the sales argument on the left (heading, sub heading, text, trust points, buttons),
 * the reasons as cards on the right (two columns from tablet width). Each reason's title is an h3
 * under the section's heading.
 */
export async function WhyChooseUsBlock({ attributes, context }: BlockProps<WhyChooseUsAttributes>) {
  if (!attributes.items.length && !attributes.heading.title) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.sections' });
  return (
    <BlockFrame attributes={attributes} variant="why-choose-us" className="bg-muted py-12 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div className="lg:sticky lg:top-24">
          <SectionIntro attributes={attributes} />
          <CheckList lines={attributes.points} className="mt-6 grid gap-3 font-semibold text-heading" />
          <ButtonPair attributes={attributes} className="mt-8" />
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {attributes.items.map((item, index) => (
            <li key={index} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              {item.icon ? <Img image={{ ...item.icon, width: item.icon.width ?? 48, height: item.icon.height ?? 48 }} className="size-12" /> : null}
              {item.title ? <h3 className={`text-lg font-bold text-heading ${item.icon ? 'mt-4' : ''}`}>{item.title}</h3> : null}
              {item.text ? <RichText html={item.text} className="mt-2 text-slate-700" /> : null}
              {item.button ? (
                <CmsButton button={item.button} className="mt-auto self-start pt-4" />
              ) : item.link ? (
                <a href={item.link} className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand underline-offset-4 hover:underline">
                  {t('learnMore')}
                  <span className="sr-only">: {item.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </BlockFrame>
  );
}
