'use client';

import Script from 'next/script';

/**
 * The operator's third-party scripts, each injected after the page is interactive and trusted by
 * the response's nonce: the theme options' custom scripts (from the safelisted hosts only, see
 * src/lib/security/custom-scripts.ts) and the Google Tag Manager snippet.
 */
export function ThirdPartyScripts({ scripts, tagManagerId, nonce }: { scripts: readonly string[]; tagManagerId: string | null; nonce: string | undefined }) {
  return (
    <>
      {scripts.map((src) => (
        <Script key={src} src={src} strategy="afterInteractive" nonce={nonce} data-custom-script="" />
      ))}
      {tagManagerId ? (
        <Script id="tag-manager" strategy="afterInteractive" nonce={nonce}>
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');if(n)j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${tagManagerId}');`}
        </Script>
      ) : null}
    </>
  );
}
