import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';

export default async function NotFound() {
  const current = await getLocale();
  const locale: Locale = isLocale(current) ? current : 'en';
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">{t('title')}</h1>
      <p className="mt-4 text-lg">{t('text')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <a className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark" href={localizedPath('/', locale)}>
          {t('home')}
        </a>
        <a className="rounded-md border-2 border-brand px-5 py-2.5 font-semibold text-brand" href={localizedPath('/domains/domain-registration', locale)}>
          {t('search')}
        </a>
      </p>
    </main>
  );
}
