'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { MOBILE_MENU_ID, type LanguageOption, type NavGroup } from './nav-types';

export interface MobileMenuProps {
  groups: readonly NavGroup[];
  languages: readonly LanguageOption[];
  current: Locale;
  signInHref: string;
  signUpHref: string;
  /** Show the currency choice (English pages; other languages have a fixed currency). */
  currencyChoice?: boolean;
}

/** The menu button's icon, rendered on the server (no icon code in the first load). */
export interface MobileMenuButtonProps extends MobileMenuProps {
  icon?: ReactNode;
}

// The drawer (Radix Dialog and its focus and scroll locks) is fetched on the first press only.
const MobileMenuDrawer = dynamic(() => import('./MobileMenuDrawer.client').then((module) => module.MobileMenuDrawer), { ssr: false });

/**
 * The phone menu button: the only part of the phone menu in the page's first load. Pressing it
 * opens the full-screen drawer (MobileMenuDrawer.client.tsx) with every navigation group, the
 * languages and the account links. Its texts are `mobileMenuMessages` (IslandMessages in SiteHeader).
 */
export function MobileMenu({ icon, ...props }: MobileMenuButtonProps) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        aria-label={t('nav.menu')}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
      >
        {icon}
      </button>
      {wanted ? <MobileMenuDrawer {...props} open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}
