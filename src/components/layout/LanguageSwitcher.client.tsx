'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, Globe } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { localizedPath, splitLocalePath, type Locale } from '@/i18n/locales';
import { CHEVRON_CLASS, LANGUAGE_TRIGGER_CLASS } from './nav-styles';
import type { LanguageOption } from './nav-types';

/**
 * Compact language switcher for the header: a globe with the current language code opens the list
 * of languages; each link leads to the same page in that language (the content source falls back
 * to English). Each language also fixes the page currency (EUR on es/nl, INR on hi, else USD).
 */
export function LanguageSwitcher({
  current,
  options,
  label,
  triggerLabel,
}: {
  current: Locale;
  options: readonly LanguageOption[];
  /** Name of the navigation landmark ('Language'). */
  label: string;
  /** Accessible name of the trigger ('Language: English'). */
  triggerLabel: string;
}) {
  const pathname = usePathname() ?? '/';
  const [, path] = splitLocalePath(pathname);
  const active = options.find((option) => option.locale === current);
  return (
    <NavigationMenu.Root aria-label={label} className="relative" delayDuration={80}>
      <NavigationMenu.List className="flex">
        <NavigationMenu.Item className="relative">
          {/* Opens on click or keyboard only: a hover-open racing a click would close it again. */}
          <NavigationMenu.Trigger
            aria-label={triggerLabel}
            onPointerMove={preventHoverOpen}
            onPointerLeave={preventHoverOpen}
            className={LANGUAGE_TRIGGER_CLASS}
          >
            <Globe aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{active?.short}</span>
            <ChevronDown aria-hidden="true" className={CHEVRON_CLASS} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content onPointerMove={preventHoverOpen} onPointerLeave={preventHoverOpen} className="absolute right-0 top-full z-50 mt-1 w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
            <ul>
              {options.map((option) => (
                <li key={option.locale}>
                  <NavigationMenu.Link asChild active={option.locale === current}>
                    <a
                      href={localizedPath(path, option.locale as Locale)}
                      hrefLang={option.lang}
                      lang={option.lang}
                      aria-current={option.locale === current ? 'true' : undefined}
                      className="flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-muted aria-[current=true]:text-brand"
                    >
                      {option.label}
                      <span aria-hidden="true" className="text-xs text-slate-500">{option.short}</span>
                    </a>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/** Radix skips its own handler when ours prevents the default (composeEventHandlers). */
function preventHoverOpen(event: { preventDefault: () => void }) {
  event.preventDefault();
}
