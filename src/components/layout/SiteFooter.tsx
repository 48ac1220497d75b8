import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/locales';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const href = (path: string) => localizedPath(path, locale);
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-16 bg-brand-dark text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t('site.name')}</p>
          <p className="mt-2 text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.company')}>
          <p className="font-semibold text-white">{t('footer.company')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li><a className="hover:underline" href={href('/domains/domain-prices')}>{t('nav.domainPrices')}</a></li>
            <li><a className="hover:underline" href={href('/membership-plans')}>{t('nav.memberships')}</a></li>
            <li><a className="hover:underline" href={href('/support')}>{t('nav.contact')}</a></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <p className="font-semibold text-white">{t('footer.legal')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li><a className="hover:underline" href={href('/legal/privacy-policy')}>{t('footer.privacy')}</a></li>
            <li><a className="hover:underline" href={href('/legal/terms-conditions')}>{t('footer.terms')}</a></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/20">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs sm:px-6">
          {t('footer.rights', { year })} {t('footer.certified')}
        </p>
      </div>
    </footer>
  );
}
