import { Megaphone, X } from 'lucide-react';
import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ModalProvider } from '@/components/modal/ModalContext';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ThirdPartyScripts } from '@/components/layout/ThirdPartyScripts.lazy';
import { StickyPromo } from '@/components/layout/StickyPromo.client';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { htmlLangByLocale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { getThemeOptions, themeCssVariables } from '@/lib/content/page';
import { localizeLanding, stickyPromotion } from '@/lib/promotions/select';
import { promotionsService } from '@/lib/promotions/service';
import { cspNonce } from '@/lib/security/csp-nonce';
import { allowedCustomScripts } from '@/lib/security/custom-scripts';
import { siteConfig } from '@/lib/site/config';
import { interFont } from '../fonts';
import '../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#012856' };

/** Page titles end in the brand of the company record ("Domain prices | Brand"). */
export async function generateMetadata(): Promise<Metadata> {
  const { company } = await getThemeOptions();
  return { metadataBase: new URL(siteConfig().siteUrl), title: { default: company.brandName, template: `%s | ${company.brandName}` } };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [theme, promotions, t, copy] = await Promise.all([
    getThemeOptions(),
    promotionsService().forLanguage(locale),
    getTranslations({ locale, namespace: 'promotions.sticky' }),
    pageCopy(locale),
  ]);
  // Only running promotions leave the service; the bar's text has its figures filled for the page.
  const sticky = stickyPromotion(promotions);
  const stickyText = sticky ? copy.parts(sticky.text, { endDate: sticky.endDate }) : [];
  const nonce = cspNonce();
  const gtmId = siteConfig().gtmId ?? theme.integrations.tagManagerId;
  const tagManagerId = gtmId && /^GTM-[A-Z0-9]+$/.test(gtmId) ? gtmId : null;
  const customScripts = allowedCustomScripts(theme.advanced);
  return (
    <html lang={htmlLangByLocale[locale]} className={interFont.variable} style={themeCssVariables(theme)}>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-ink antialiased">
        {/* Islands read their messages through an IslandMessages around them (src/components/i18n), scoped to what they use. */}
        <ModalProvider>
          <SiteHeader locale={locale} theme={theme} />
          <div className="flex-1">{children}</div>
          <SiteFooter locale={locale} theme={theme} />
          {sticky ? (
            <StickyPromo
              promotionId={sticky.promotionId}
              text={stickyText}
              locale={locale}
              href={sticky.href ? localizeLanding(sticky.href, locale) : null}
              variations={sticky.variations.map((variation) => ({
                variantKey: variation.variantKey,
                text: variation.text ? copy.parts(variation.text, { endDate: sticky.endDate }) : null,
                href: variation.href ? localizeLanding(variation.href, locale) : null,
              }))}
              cta={t('cta')}
              dismiss={t('dismiss')}
              icons={{ promo: <Megaphone aria-hidden="true" className="hidden size-5 shrink-0 text-highlight sm:block" />, dismiss: <X aria-hidden="true" className="size-5" /> }}
            />
          ) : null}
        </ModalProvider>
        {/* The theme options' custom scripts (safelisted hosts only) and the tag manager, when configured. */}
        {customScripts.length || tagManagerId ? <ThirdPartyScripts scripts={customScripts} tagManagerId={tagManagerId} nonce={nonce} /> : null}
      </body>
    </html>
  );
}
