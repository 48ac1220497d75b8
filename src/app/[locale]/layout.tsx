import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { ModalProvider } from '@/components/modal/ModalContext';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
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
  return (
    <html lang={htmlLangByLocale[locale]} className={interFont.variable} style={themeCssVariables(theme)}>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-ink antialiased">
        {/* Islands receive their labels as props from server components: no client-side i18n runtime. */}
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
            />
          ) : null}
        </ModalProvider>
        {/* The theme options' custom scripts, from the hosts its safelist names only (src/lib/security/custom-scripts.ts). */}
        {allowedCustomScripts(theme.advanced).map((src) => (
          <Script key={src} src={src} strategy="afterInteractive" nonce={nonce} data-custom-script="" />
        ))}
        {gtmId && /^GTM-[A-Z0-9]+$/.test(gtmId) ? (
          <Script id="tag-manager" strategy="afterInteractive" nonce={nonce}>
            {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');if(n)j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`}
          </Script>
        ) : null}
      </body>
    </html>
  );
}
