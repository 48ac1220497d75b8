import { Award, LockKeyhole, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AddressLines } from '@/components/company/CompanyParts';
import { localizedPath, type Locale } from '@/i18n/locales';
import { channelEmail, mailtoHref, telHref } from '@/lib/company/profile';
import { getMenu, getThemeOptions } from '@/lib/content/page';
import type { ThemeOptions } from '@/lib/content/types';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { BrandMark } from './BrandMark';
import { navGroupsFromMenu } from './navigation';

/**
 * Every navigation group, the members' links, the legal links (footer menu), the trust badges and
 * the company behind the site (the company record of the theme options: name, registered office,
 * phone, e-mail, trade register and VAT number), as registrars show it at the foot of every page.
 */
export async function SiteFooter({ locale, theme }: { locale: Locale; theme?: ThemeOptions }) {
  const [t, primary, footer, { company }] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMenu('primary', locale),
    getMenu('footer', locale),
    getThemeOptions(),
  ]);
  const email = channelEmail(company, 'support');
  const legalName = company.legalName ?? company.brandName;
  // The control panel's dashboard, the knowledge base and the partner documentation (fixed outbound links).
  const config = siteConfig();
  const members = {
    label: t('footer.members.forMembers'),
    links: [
      { label: t('footer.members.dashboard'), href: controlPanelLinks(config, locale).dashboard, external: true },
      { label: t('footer.members.knowledgeBase'), href: config.knowledgeBaseUrl, external: true },
      { label: t('footer.members.partnerDocs'), href: config.partnerDocsUrl, external: true },
    ],
  };
  const groups = [...navGroupsFromMenu(primary, locale), ...navGroupsFromMenu(footer, locale), members];
  const year = new Date().getUTCFullYear();
  const footerLogo = theme?.logos.light ?? theme?.logos.transparent ?? null;
  const badges = [
    { icon: ShieldCheck, text: t('footer.badges.iso') },
    { icon: LockKeyhole, text: t('footer.badges.gdpr') },
    { icon: Award, text: t('footer.badges.since') },
  ];
  return (
    <footer className="mt-16 bg-brand-dark text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,18rem)_1fr]">
          <div>
            <a href={localizedPath('/', locale)} className="inline-flex items-center gap-2 text-xl font-extrabold text-white">
              {/* On the dark footer: the theme's light logo, else its transparent one, else the brand mark and name. */}
              {footerLogo ? (
                <img src={footerLogo.sourceUrl} alt={footerLogo.altText || company.brandName} height={32} width={footerLogo.size ?? 140} data-logo={theme?.logos.light ? 'light' : 'transparent'} />
              ) : (
                <>
                  <BrandMark className="size-8 text-brand" />
                  <span translate="no">{company.brandName}</span>
                </>
              )}
            </a>
            <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('footer.about')}</p>
            <ul className="mt-6 flex flex-col gap-3" aria-label={t('footer.trust')}>
              {badges.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2 text-sm font-medium text-white">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-sky-300" />
                  {text}
                </li>
              ))}
            </ul>
            <address className="mt-6 flex flex-col gap-3 text-sm not-italic text-slate-300" data-footer-company="">
              {company.address ? (
                <span className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
                  <span>
                    <span className="block font-semibold text-white" translate="no">
                      {legalName}
                    </span>
                    <AddressLines address={company.address} locale={locale} />
                  </span>
                </span>
              ) : null}
              {company.phone ? (
                <a href={telHref(company.phone)} className="inline-flex min-h-8 items-center gap-2 hover:text-white hover:underline">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
                  <span>
                    <span className="sr-only">{t('company.phone')}: </span>
                    {company.phone}
                  </span>
                </a>
              ) : null}
              {email ? (
                <a href={mailtoHref(email)} className="inline-flex min-h-8 items-center gap-2 break-all hover:text-white hover:underline">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
                  <span>
                    <span className="sr-only">{t('company.email')}: </span>
                    {email}
                  </span>
                </a>
              ) : null}
            </address>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
            {groups.map((group) => (
              <nav key={group.label} aria-label={group.label} className="min-w-0">
                <h2 className="text-sm font-bold uppercase tracking-wider text-white">{group.label}</h2>
                <ul className="mt-3 space-y-1 text-sm">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a className="inline-flex min-h-8 items-center text-slate-300 [overflow-wrap:anywhere] hover:text-white hover:underline" href={link.href}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-slate-300 sm:px-6 md:flex-row md:flex-wrap md:gap-x-4">
          {/* "© 2026 Nameport Registrar B.V. All rights reserved.": the sentence's full stop is the name's own */}
          <p>{t('footer.rights', { year, company: legalName.replace(/\.$/, '') })}</p>
          {company.registration ? (
            <p>
              {`${t('company.registration')}: `}
              <span translate="no">{company.registration}</span>
            </p>
          ) : null}
          {company.vatNumber ? (
            <p>
              {`${t('company.vat')}: `}
              <span translate="no">{company.vatNumber}</span>
            </p>
          ) : null}
          <p>{t('footer.certified')}</p>
        </div>
      </div>
    </footer>
  );
}
