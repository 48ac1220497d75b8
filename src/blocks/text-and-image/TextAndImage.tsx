import { Quote } from 'lucide-react';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { HeadingTag } from '@/components/ui/types';
import { stepNumber } from '@/lib/marketing/constants';
import { CmsButton } from '@/components/blocks/CmsButton';
import { CheckList } from '@/components/blocks/SectionParts';
import type { BlockProps } from '../types';
import { EMAIL_CAMPAIGN_SECTIONS, TEXT_IMAGE_SECTIONS, type TextAndImageAttributes, type TextImageSection, type TextImageSectionName } from './schema';

type Props = BlockProps<TextAndImageAttributes>;
type Labels = { step: string; copy: Copy };

function SectionTitle({ section, look = 'h2' }: { section: TextImageSection; look?: HeadingTag }) {
  if (!section.heading?.title) return null;
  return (
    <Heading tag={section.heading.tag} look={section.heading.tag === 'h3' ? look : undefined} fontSize={section.heading.fontSize}>
      <RichText html={section.heading.title} inline as="span" />
    </Heading>
  );
}

function Body({ section, className = 'mt-3' }: { section: TextImageSection; className?: string }) {
  return section.text ? <RichText html={section.text} className={`${className} text-lg`} /> : null;
}

function SectionButton({ section, className = 'mt-6' }: { section: TextImageSection; className?: string }) {
  return section.button ? (
    <div className={className}>
      <CmsButton button={section.button} />
    </div>
  ) : null;
}

function SectionImage({ section }: { section: TextImageSection }) {
  return section.image ? <Img image={section.image} className="mx-auto" sizes="(min-width: 768px) 50vw, 100vw" /> : null;
}

/** Each section's layout. */
const RENDERERS: Record<TextImageSectionName, (section: TextImageSection, labels: Labels) => ReactNode> = {
  hero: (section) => (
    <div className="grid items-center gap-10 md:grid-cols-2">
      <div>
        <SectionTitle section={section} look="h1" />
        <Body section={section} />
        <SectionButton section={section} />
      </div>
      <SectionImage section={section} />
    </div>
  ),
  tools: (section) => (
    <>
      <SectionTitle section={section} />
      <Body section={section} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {item.icon ? <Img image={{ ...item.icon, width: item.icon.width ?? 40, height: item.icon.height ?? 40 }} className="mb-3 size-10" /> : null}
            <p className="font-bold text-heading">{item.title}</p>
            {item.text ? <RichText html={item.text} className="mt-1 text-slate-700" /> : null}
          </li>
        ))}
      </ul>
    </>
  ),
  testimonials: (section) => (
    <>
      <SectionTitle section={section} />
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {/* Testimonials without text are dropped. */}
        {section.items
          .filter((item) => item.text.trim() !== '')
          .map((item, index) => (
            <li key={index} className="rounded-2xl bg-muted p-6">
              <Quote aria-hidden="true" className="size-6 text-brand" />
              <RichText html={item.text} className="mt-2" />
              <p className="mt-4 font-bold text-heading">{item.title}</p>
              {item.role ? <p className="text-sm text-slate-700">{item.role}</p> : null}
            </li>
          ))}
      </ul>
    </>
  ),
  steps: (section, labels) => (
    <>
      <SectionTitle section={section} />
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {section.items.map((item, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 p-6">
            <p className="text-3xl font-extrabold text-brand">
              <span className="sr-only">{labels.step} </span>
              {stepNumber(index)}
            </p>
            <p className="mt-2 font-bold text-heading">{item.title}</p>
            {item.text ? <RichText html={item.text} className="mt-1 text-slate-700" /> : null}
          </li>
        ))}
      </ol>
    </>
  ),
  pricing: (section, labels) => (
    <>
      <SectionTitle section={section} />
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {section.items.map((item, index) => (
          <li key={index} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-lg font-bold text-heading">{item.title}</p>
            {item.price ? (
              <p className="mt-2">
                <span className="text-3xl font-extrabold text-heading">{labels.copy.text(item.price)}</span> {item.period ? <span className="text-slate-700">{item.period}</span> : null}
              </p>
            ) : null}
            <CheckList lines={item.features} copy={labels.copy} className="mt-4 grid gap-2" />
            {item.button ? <CmsButton button={item.button} className="mt-auto self-start" /> : null}
          </li>
        ))}
      </ul>
    </>
  ),
  pricing_display: (section, labels) => (
    <div className="mx-auto max-w-xl rounded-3xl bg-brand-dark p-8 text-center text-white [&_h2]:text-white [&_h3]:text-white [&_.prose-cms_a]:text-white">
      <SectionTitle section={section} />
      {section.price ? (
        <p className="mt-4 flex items-baseline justify-center gap-3">
          <span className="text-5xl font-extrabold text-highlight">
            {labels.copy.text(section.price)}
          </span>
          {section.old_price ? (
            <s className="text-xl text-slate-200">
              {labels.copy.text(section.old_price)}
            </s>
          ) : null}
        </p>
      ) : null}
      {section.note ? <p className="mt-2 text-slate-100">{labels.copy.text(section.note)}</p> : null}
      <Body section={section} />
      {section.button ? (
        <div className="mt-6">
          <CmsButton button={section.button} inverse />
        </div>
      ) : null}
    </div>
  ),
  version_two: (section) => (
    <div className="grid items-center gap-10 md:grid-cols-2">
      <div>
        <SectionTitle section={section} />
        <Body section={section} />
        <SectionButton section={section} />
      </div>
      <SectionImage section={section} />
    </div>
  ),
  version_eight: (section) => (
    <div className="grid items-center gap-10 rounded-3xl bg-muted p-8 md:grid-cols-2">
      <SectionImage section={section} />
      <div>
        <SectionTitle section={section} />
        <Body section={section} />
        <SectionButton section={section} />
      </div>
    </div>
  ),
  version_seven: (section) => (
    <div className="mx-auto max-w-3xl text-center">
      <SectionTitle section={section} />
      <Body section={section} />
      <SectionButton section={section} className="mt-6 flex justify-center" />
      {section.image ? (
        <div className="mt-8">
          <SectionImage section={section} />
        </div>
      ) : null}
    </div>
  ),
  newsletter: (section) => (
    <div className="flex flex-wrap items-center justify-between gap-6 rounded-3xl border-2 border-brand/20 bg-white p-8">
      <div className="max-w-2xl">
        <SectionTitle section={section} />
        <Body section={section} />
      </div>
      <SectionButton section={section} className="" />
    </div>
  ),
};

/** Which sections the block shows, in order: the email-campaign set or the full set; missing sections are skipped. */
export function sectionsFor(attributes: TextAndImageAttributes): TextImageSectionName[] {
  const order: readonly TextImageSectionName[] = attributes.advIdentity === 'email-campaign' ? EMAIL_CAMPAIGN_SECTIONS : TEXT_IMAGE_SECTIONS;
  return order.filter((name) => attributes[name] !== null);
}

async function Sections({ attributes, context }: Props) {
  const [t, copy] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'marketing.steps' }), pageCopy(context.locale)]);
  const labels = { step: t('step'), copy };
  return (
    <div data-testid="text-image-sections">
      {sectionsFor(attributes).map((name) => {
        const section = attributes[name];
        if (!section) return null;
        return (
          <Section key={name} className={`py-10 ${name === 'hero' ? 'bg-muted sm:py-14' : ''}`}>
            <div data-section={name}>{RENDERERS[name](section, labels)}</div>
          </Section>
        );
      })}
    </div>
  );
}

/** The skeleton the text-and-image block shows until its sections are ready. */
export function TextImageSkeleton() {
  return (
    <div data-testid="text-image-skeleton" aria-hidden="true" className="mx-auto w-full max-w-6xl animate-pulse px-4 py-10 sm:px-6">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className="grid gap-3">
          <div className="h-9 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-200" />
          <div className="h-4 w-5/6 rounded bg-slate-200" />
          <div className="mt-3 h-11 w-40 rounded-md bg-slate-200" />
        </div>
        <div className="aspect-[4/3] rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}

/**
 * text-and-image: the sections of the block (or of its email-campaign variant), streamed in behind a
 * skeleton until they are ready (their labels translated and their content processed).
 */
export function TextAndImageBlock(props: Props) {
  return (
    <div id={props.attributes.anchor || undefined} data-variant={props.attributes.advIdentity === 'email-campaign' ? 'email-campaign' : 'default'} className={props.attributes.className || undefined}>
      <Suspense fallback={<TextImageSkeleton />}>
        <Sections {...props} />
      </Suspense>
    </div>
  );
}
