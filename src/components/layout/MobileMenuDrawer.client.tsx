'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { localizedPath, splitLocalePath, type Locale } from '@/i18n/locales';
import { CurrencySwitcher } from './CurrencySwitcher.client';
import { MOBILE_MENU_ID } from './nav-types';
import type { MobileMenuProps } from './MobileMenu.client';

/**
 * The phone menu's drawer, loaded on the first press of the menu button (MobileMenu.client.tsx): a
 * full-screen Radix Dialog (focus trapped inside, Escape and the close button close it, focus
 * returns to the menu button) with every navigation group, the languages and the account links.
 */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  trigger,
  groups,
  languages,
  current,
  signInHref,
  signUpHref,
  currencyChoice = false,
}: MobileMenuProps & { open: boolean; onOpenChange: (open: boolean) => void; trigger: RefObject<HTMLButtonElement | null> }) {
  const t = useTranslations('common');
  const pathname = usePathname() ?? '/';
  const [, path] = splitLocalePath(pathname);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The menu button lives outside Radix (it is not a Dialog.Trigger): focus goes back to it.
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-lg font-bold text-ink">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand" aria-label={t('labels.close')}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.menu')} className="flex-1 px-4 py-2">
            {groups.map((group) => (
              <section key={group.label} className="border-b border-slate-100 py-3">
                <h2 className="px-1 text-xs font-bold uppercase tracking-wider text-slate-500">{group.label}</h2>
                <ul className="mt-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="flex min-h-11 items-center rounded-md px-1 text-base font-medium text-ink hover:bg-muted hover:text-brand">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section className="py-3">
              <h2 className="px-1 text-xs font-bold uppercase tracking-wider text-slate-500">{t('language.label')}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {languages.map((option) => (
                  <li key={option.locale}>
                    <a
                      href={localizedPath(path, option.locale as Locale)}
                      hrefLang={option.lang}
                      lang={option.lang}
                      aria-current={option.locale === current ? 'true' : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${option.locale === current ? 'border-brand bg-brand text-white' : 'border-slate-300 text-ink hover:border-brand'}`}
                    >
                      {option.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            {currencyChoice ? (
              <section className="flex items-center justify-between border-t border-slate-100 py-3">
                <h2 className="px-1 text-xs font-bold uppercase tracking-wider text-slate-500" aria-hidden="true">
                  {t('currency.label')}
                </h2>
                <CurrencySwitcher label={t('currency.label')} className="rounded-md border border-slate-300" />
              </section>
            ) : null}
          </nav>
          <div className="sticky bottom-0 grid grid-cols-2 gap-3 border-t border-slate-200 bg-white p-4">
            <a href={signInHref} className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-dark px-4 font-semibold text-brand-dark">
              {t('nav.signIn')}
            </a>
            <a href={signUpHref} className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
              {t('nav.signUp')}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
