import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { CmsButton } from '@/components/blocks/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { FREE_COM_CUTOFF_DAY, hasDayArrived, promotionsNow } from '@/lib/promotions/clock';
import type { BlockProps } from '../types';
import { FreeComCalculator } from './FreeComCalculator.lazy';
import type { FreeComCalculatorAttributes } from './schema';

/**
 * Free .com calculator and its promo banner. Once 2024-04-11 has arrived (the one promotions
 * clock) the calculator is hidden and the banner switches to its promo-ended layout. A row's value
 * text names its figure ('worth 5 × {price:com:nonmember-regular}'), filled for the page.
 */
export async function FreeComCalculatorBlock({ attributes, context }: BlockProps<FreeComCalculatorAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'promotions.freeCom' });
  const ended = hasDayArrived(FREE_COM_CUTOFF_DAY, promotionsNow());
  const { banner } = attributes;
  const copy = ended ? null : await pageCopy(context.locale);
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <div data-promo-ended={ended ? 'true' : 'false'} className={ended ? 'mx-auto max-w-3xl text-center' : 'grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start'}>
        <div className={`rounded-2xl p-6 ${ended ? 'bg-muted' : 'bg-brand-dark text-white [&_h2]:text-white [&_h3]:text-white'}`} data-testid="free-com-banner">
          <Heading tag={attributes.heading?.tag ?? 'h2'} fontSize={attributes.heading?.fontSize} className={ended ? '' : 'text-white'}>
            <RichText html={ended ? banner.ended_title || t('endedTitle') : banner.title} inline as="span" />
          </Heading>
          {ended ? <p className="mt-3">{banner.ended_text || t('endedText')}</p> : banner.text ? <RichText html={banner.text} className="mt-3" /> : null}
          {!ended ? (
            <div className="mt-5">
              <CmsButton button={banner.button} inverse />
            </div>
          ) : null}
        </div>
        {ended ? null : (
          <IslandMessages locale={context.locale} namespaces={['promotions.freeCom']}>
            <FreeComCalculator rows={attributes.rows.map((row) => ({ ...row, value: copy?.parts(row.value) ?? [] }))} locale={context.locale} />
          </IslandMessages>
        )}
      </div>
    </Section>
  );
}
