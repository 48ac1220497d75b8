import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { LANGUAGE_TRIGGER_CLASS, MAIN_NAV_TRIGGER_CLASS } from './nav-styles';
import type { LanguageOption, NavGroup } from './nav-types';

/*
 * The header's menus as Radix renders them closed, rendered on the server: they stand in for the
 * Radix menus (HeaderMenus.client.tsx) on phones, where those are hidden, and until their code has
 * loaded on a desktop-wide window.
 */

/** The markup Radix renders for the closed menu: landmark, list and triggers. */
function ClosedMenu({ label, listClassName, children }: { label: string; listClassName: string; children: ReactNode }) {
  return (
    <nav aria-label={label} data-orientation="horizontal" dir="ltr" className="relative">
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={listClassName} dir="ltr">
          {children}
        </ul>
      </div>
    </nav>
  );
}

export function ClosedMainNav({ groups, label, chevron }: { groups: readonly NavGroup[]; label: string; chevron: ReactNode }) {
  return (
    <ClosedMenu label={label} listClassName="flex items-center gap-0.5">
      {groups.map((group) => (
        <li key={group.label} className="relative">
          <button type="button" data-state="closed" aria-expanded="false" className={MAIN_NAV_TRIGGER_CLASS}>
            {group.label}
            {chevron}
          </button>
        </li>
      ))}
    </ClosedMenu>
  );
}

export function ClosedLanguageSwitcher({ current, options, label, triggerLabel, chevron, globe }: { current: Locale; options: readonly LanguageOption[]; label: string; triggerLabel: string; chevron: ReactNode; globe: ReactNode }) {
  const active = options.find((option) => option.locale === current);
  return (
    <ClosedMenu label={label} listClassName="flex">
      <li className="relative">
        <button type="button" data-state="closed" aria-expanded="false" aria-label={triggerLabel} className={LANGUAGE_TRIGGER_CLASS}>
          {globe}
          <span aria-hidden="true">{active?.short}</span>
          {chevron}
        </button>
      </li>
    </ClosedMenu>
  );
}
