import { ChevronDown, Globe, Menu } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { htmlLangByLocale, localeLabels, localizedPath, locales, type Locale } from '@/i18n/locales';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { getMenu } from '@/lib/content/page';
import type { ThemeOptions } from '@/lib/content/types';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { BrandMark } from './BrandMark';
import { ClosedLanguageSwitcher, ClosedMainNav } from './ClosedMenus';
import { CurrencySwitcher } from './CurrencySwitcher.client';
import { LanguageSwitcher, MainNav } from './HeaderMenus.client';
import { MobileMenu } from './MobileMenu.client';
import { mobileMenuMessages } from './messages';
import { navGroupsFromMenu } from './navigation';
import { CHEVRON_CLASS } from './nav-styles';
import type { LanguageOption } from './nav-types';

/** Short language codes of the compact switcher (hi is the India variant of English). */
const SHORT_LABEL: Record<Locale, string> = { en: 'EN', es: 'ES', nl: 'NL', hi: 'IN' };

export function languageOptions(): LanguageOption[] {
  return locales.map((option) => ({ locale: option, label: localeLabels[option], lang: htmlLangByLocale[option], short: SHORT_LABEL[option] }));
}

/**
 * One row on desktop: logo, the content source's primary menu as grouped dropdowns, the compact
 * language switcher and the account links. Below 1024 px: logo, sign-up and a menu button that opens
 * the full-screen drawer with the same groups.
 */
export async function SiteHeader({ locale, theme }: { locale: Locale; theme: ThemeOptions }) {
  const [t, menu] = await Promise.all([getTranslations({ locale, namespace: 'common' }), getMenu('primary', locale)]);
  const links = controlPanelLinks(siteConfig(), locale);
  const groups = navGroupsFromMenu(menu, locale);
  const languages = languageOptions();
  const logo = theme.logos.dark;
  const brand = theme.company.brandName;
  const chevron = <ChevronDown aria-hidden="true" className={CHEVRON_CLASS} />;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('site.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <a href={localizedPath('/', locale)} className="flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight text-brand-dark">
          {logo ? (
            <img src={logo.sourceUrl} alt={logo.altText || brand} height={32} width={logo.size ?? 140} />
          ) : (
            <>
              <BrandMark className="size-8" />
              <span translate="no">{brand}</span>
            </>
          )}
        </a>
        <div className="hidden flex-1 lg:block">
          <MainNav groups={groups} label={t('nav.main')} closed={<ClosedMainNav groups={groups} label={t('nav.main')} chevron={chevron} />} />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {locale === 'en' ? <CurrencySwitcher label={t('currency.label')} className="hidden lg:flex" /> : null}
          <div className="hidden lg:block">
            <LanguageSwitcher
              current={locale}
              options={languages}
              label={t('language.label')}
              triggerLabel={t('language.current', { language: localeLabels[locale] })}
              closed={
                <ClosedLanguageSwitcher
                  current={locale}
                  options={languages}
                  label={t('language.label')}
                  triggerLabel={t('language.current', { language: localeLabels[locale] })}
                  chevron={chevron}
                  globe={<Globe aria-hidden="true" className="size-4" />}
                />
              }
            />
          </div>
          <a href={links.signIn} className="hidden min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-dark hover:bg-muted sm:inline-flex">
            {t('nav.signIn')}
          </a>
          <a href={links.signUp} className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-brand px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark sm:px-4">
            {t('nav.signUp')}
          </a>
          <div className="lg:hidden">
            <IslandMessages locale={locale} namespaces={mobileMenuMessages}>
              <MobileMenu
              groups={groups}
              languages={languages}
              current={locale}
              signInHref={links.signIn}
              signUpHref={links.signUp}
              currencyChoice={locale === 'en'}
              icon={<Menu aria-hidden="true" className="size-6" />}
              />
            </IslandMessages>
          </div>
        </div>
      </div>
    </header>
  );
}
