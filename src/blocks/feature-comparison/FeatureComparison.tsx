import { Check, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { CmsButton } from '@/components/blocks/CmsButton';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';
import { Heading } from '@/components/ui/Heading';
import { InfoTooltip } from '@/components/ui/InfoTooltip.lazy';
import { Section } from '@/components/ui/Section';
import type { ComparisonFeature } from '@/lib/product-tables/comparison';
import type { BlockProps } from '../types';
import { ComparisonList } from './ComparisonList.lazy';
import type { FeatureComparisonAttributes } from './schema';

/** What a row says besides the feature: the check's and cross's words, and its tooltip button's name. */
type Labels = { included: string; notIncluded: string; moreAbout: (name: string) => string };

/**
 * One feature: its name (with a tooltip when it has one) and its value: a check or cross for booleans,
 * else the text, whose figures are placeholders filled for the page ('From {product:premium-dns} per year').
 */
function FeatureRow({ feature, labels, side, copy }: { feature: ComparisonFeature; labels: Labels; side: 'left' | 'right'; copy: Copy }) {
  return (
    <li className="flex items-center justify-between gap-4 py-3" data-feature={feature.name} data-side={side}>
      <span className="flex items-center gap-1 font-medium text-heading">
        {feature.name}
        {feature.tooltip ? <InfoTooltip text={feature.tooltip} label={labels.moreAbout(feature.name)} /> : null}
      </span>
      {feature.type === 'boolean' ? (
        feature.included ? (
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-green-100 text-success">
            <Check aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.included}</span>
          </span>
        ) : (
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.notIncluded}</span>
          </span>
        )
      ) : (
        <span className="text-right font-semibold text-ink">{copy.text(feature.text)}</span>
      )}
    </li>
  );
}

/** Feature comparison: two layouts; on a phone, left features until View more shows both interleaved. */
export async function FeatureComparison({ attributes, context }: BlockProps<FeatureComparisonAttributes>) {
  const { heading, description, layout, left, right, leftTitle, rightTitle, button, anchor, className } = attributes;
  if (!left.length && !right.length) return null;
  const [t, copy] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'marketingSocial.comparison' }), pageCopy(context.locale)]);
  const labels = { included: t('included'), notIncluded: t('notIncluded'), moreAbout: (name: string) => t('moreAbout', { name }) };
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <div className="mb-8 text-center">
        {heading?.title ? (
          <Heading tag={heading.tag} fontSize={heading.fontSize}>
            {copy.html(heading.title, { inline: true, as: 'span' })}
          </Heading>
        ) : null}
        {copy.html(description, { className: 'mx-auto mt-3 max-w-2xl text-lg' })}
      </div>
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.comparison']}>
        <ComparisonList
          layout={layout}
          titles={{ left: leftTitle, right: rightTitle }}
          left={left.map((feature, index) => (
            <FeatureRow key={index} feature={feature} labels={labels} side="left" copy={copy} />
          ))}
          right={right.map((feature, index) => (
            <FeatureRow key={index} feature={feature} labels={labels} side="right" copy={copy} />
          ))}
        />
      </IslandMessages>
      {button ? (
        <div className="mt-8 text-center">
          <CmsButton button={button} />
        </div>
      ) : null}
    </Section>
  );
}
