import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/Img';
import { htmlLangByLocale } from '@/i18n/locales';
import { TRUST_STRIP_UNDERLINE_S, trustStripDelay } from '@/lib/social-proof/constants';
import { CountUp } from '@/components/blocks/social/CountUp.lazy';
import type { BlockProps } from '../types';
import type { TrustStripAttributes } from './schema';

/** Trust strip: up to 3 metrics fading in one after another, an underline drawn under each value, and the badge text. */
export async function TrustStrip({ attributes, context }: BlockProps<TrustStripAttributes>) {
  const { metrics, badges, anchor, className } = attributes;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.trustStrip' });
  const badgeText = attributes.badgeText || t('defaultBadge');
  const locale = htmlLangByLocale[context.locale];
  return (
    <section id={anchor || undefined} aria-label={t('label')} className={`bg-brand-dark py-8 text-white ${className}`.trim()}>
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 sm:px-6 lg:flex-row lg:justify-between">
        {metrics.length ? (
          <ul className="grid w-full grid-cols-1 gap-6 text-center sm:grid-cols-3 lg:w-auto lg:gap-12 lg:text-left">
            {metrics.map((metric, index) => (
              <li key={index} className="trust-strip-item" style={{ animationDelay: `${trustStripDelay(index)}s` }} data-delay={trustStripDelay(index)}>
                {metric.pre ? <span className="block text-sm text-white/80">{metric.pre}</span> : null}
                <span className="relative inline-block pb-1">
                  <CountUp value={metric.value} locale={locale} className="text-3xl font-bold" />
                  <span
                    aria-hidden="true"
                    className={`absolute inset-x-0 bottom-0 h-1 rounded bg-highlight trust-strip-underline`}
                    style={{ animationDuration: `${TRUST_STRIP_UNDERLINE_S}s`, animationDelay: `${trustStripDelay(index)}s` }}
                  />
                </span>
                {metric.post ? <span className="mt-1 block text-sm text-white/90">{metric.post}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={`flex items-center gap-4 trust-strip-item`} style={{ animationDelay: `${trustStripDelay(metrics.length)}s` }}>
          {badges.map((badge, index) => (
            <Img key={index} image={{ ...badge, width: badge.width ?? 48, height: badge.height ?? 48 }} className="size-12" />
          ))}
          <p className="max-w-xs text-sm font-semibold">{badgeText}</p>
        </div>
      </div>
    </section>
  );
}
