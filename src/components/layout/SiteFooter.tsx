import { Award, LockKeyhole, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/locales';
import { getMenu } from '@/lib/content/page';
import type { ThemeOptions } from '@/lib/content/types';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { navGroupsFromMenu } from './navigation';

/** Every navigation group, the legal links (footer menu) and the trust badges. */
export async function SiteFooter({ locale, theme }: { locale: Locale; theme?: ThemeOptions }) {
  const [t, primary, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMenu('primary', locale),
    getMenu('footer', locale),
  ]);
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
            <a href={localizedPath('/', locale)} className="text-xl font-extrabold text-white">
              {/* On the dark footer: the theme's light logo, else its transparent one, else the name. */}
              {footerLogo ? (
                <img src={footerLogo.sourceUrl} alt={footerLogo.altText || t('site.name')} height={32} width={footerLogo.size ?? 140} data-logo={theme?.logos.light ? 'light' : 'transparent'} />
              ) : (
                t('site.name')
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
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-300 sm:px-6">
          {t('footer.rights', { year })} {t('footer.certified')}
        </p>
      </div>
    </footer>
  );
}
