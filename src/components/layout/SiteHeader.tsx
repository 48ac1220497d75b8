import { getTranslations } from 'next-intl/server';
import { htmlLangByLocale, localeLabels, localizedPath, locales, type Locale } from '@/i18n/locales';
import type { ThemeOptions } from '@/lib/content/types';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { LanguageSwitcher } from './LanguageSwitcher.client';

export async function SiteHeader({ locale, theme }: { locale: Locale; theme: ThemeOptions }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const links = controlPanelLinks(siteConfig(), locale);
  const href = (path: string) => localizedPath(path, locale);
  const nav = [
    { href: href('/domains/domain-prices'), label: t('nav.domainPrices') },
    { href: href('/domains/domain-registration'), label: t('nav.domainRegistration') },
    { href: href('/domains/domain-transfer'), label: t('nav.domainTransfer') },
    { href: href('/membership-plans'), label: t('nav.memberships') },
    { href: href('/domains/whois'), label: t('nav.whois') },
    { href: href('/tools/web-security-scan'), label: t('nav.securityScan') },
    { href: href('/support'), label: t('nav.contact') },
  ];
  const logo = theme.logos.dark;
  const navList = (
    <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-4">
      {nav.map((item) => (
        <li key={item.href}>
          <a href={item.href} className="block rounded px-2 py-2 font-medium text-brand-dark hover:text-brand lg:px-0">
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('site.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <a href={href('/')} className="flex items-center gap-2 text-xl font-extrabold text-brand-dark">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- logos are small CMS SVG/PNG files with known sizes
            <img src={logo.sourceUrl} alt={logo.altText || t('site.name')} height={32} width={logo.size ?? 140} />
          ) : (
            <span>{t('site.name')}</span>
          )}
        </a>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          {navList}
        </nav>
        <div className="flex items-center gap-2">
          <a href={links.signIn} className="rounded px-3 py-2 text-sm font-semibold text-brand-dark hover:underline">
            {t('nav.signIn')}
          </a>
          <a href={links.signUp} className="rounded-md bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
            {t('nav.signUp')}
          </a>
        </div>
        <details className="w-full lg:hidden">
          <summary className="cursor-pointer rounded px-2 py-2 font-semibold text-brand-dark">{t('nav.menu')}</summary>
          <nav aria-label={t('nav.main')}>{navList}</nav>
        </details>
        <div className="w-full">
          <LanguageSwitcher
            current={locale}
            label={t('language.label')}
            options={locales.map((option) => ({ locale: option, label: localeLabels[option], lang: htmlLangByLocale[option] }))}
          />
        </div>
      </div>
    </header>
  );
}
