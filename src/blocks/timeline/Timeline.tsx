import { getTranslations } from 'next-intl/server';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { TimelineAttributes } from './schema';
import { TimelineSlider } from './TimelineSlider.lazy';

/** Our journey: the draggable timeline image, with its milestones as text for assistive technology. */
export async function Timeline({ attributes, context }: BlockProps<TimelineAttributes>) {
  const { heading, subHeading, image, milestones, anchor, className } = attributes;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.timeline' });
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <div className="mb-6 text-center">
        <BlockTitle heading={heading?.title ? heading : { title: t('region'), tag: 'h2', fontSize: undefined }} subHeading={subHeading} subClassName="text-lg" />
        <p className="text-sm text-slate-600">{t('hint')}</p>
      </div>
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.timeline']}>
        <TimelineSlider image={image} />
      </IslandMessages>
      {milestones.length ? (
        <ol className="sr-only">
          {milestones.map((milestone, index) => (
            <li key={index}>
              {milestone.year ? `${milestone.year}: ` : ''}
              {milestone.text}
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  );
}
