import { BadgeCheck, Landmark, ShieldCheck, TrendingDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/**
 * The trust-features band of the home paths ('/', the home test page and
 * homepage-new-2025, plain and under es and nl): four trust features in a band right under the home
 * hero, in the page's language.
 */
export async function TrustFeaturesBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'marketing.hero.trustBand' });
  const features = [
    { icon: Landmark, text: t('icann') },
    { icon: ShieldCheck, text: t('iso') },
    { icon: BadgeCheck, text: t('cost') },
    { icon: TrendingDown, text: t('renewals') },
  ];
  return (
    <section aria-label={t('label')} data-testid="trust-features-band" className="border-y border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-x-6 gap-y-3 px-4 py-5 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {features.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 font-semibold text-heading">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
