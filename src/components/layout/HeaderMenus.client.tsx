'use client';

import { ChevronDown, Globe } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import type { LanguageSwitcher as RadixLanguageSwitcher } from './LanguageSwitcher.client';
import type { MainNav as RadixMainNav } from './MainNav.client';
import { CHEVRON_CLASS, LANGUAGE_TRIGGER_CLASS, MAIN_NAV_TRIGGER_CLASS } from './nav-styles';

// The header's dropdown menus only show from 1024 px (lg); phones use the menu drawer instead.
const DESKTOP = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False on the server and while hydrating; then whether the window is desktop-wide. */
function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
}

const LazyMainNav = lazy(() => import('./MainNav.client').then((module) => ({ default: module.MainNav })));
const LazyLanguageSwitcher = lazy(() => import('./LanguageSwitcher.client').then((module) => ({ default: module.LanguageSwitcher })));

type MainNavProps = ComponentProps<typeof RadixMainNav>;
type LanguageSwitcherProps = ComponentProps<typeof RadixLanguageSwitcher>;

/**
 * The desktop navigation (MainNav.client.tsx, a Radix NavigationMenu). Its code is fetched only
 * where it can be seen, on a desktop-wide window; until then (and on phones, where it is hidden)
 * the same closed triggers are rendered without it.
 */
export function MainNav(props: MainNavProps) {
  const desktop = useDesktop();
  const closed = <ClosedMainNav {...props} />;
  return desktop ? (
    <Suspense fallback={closed}>
      <LazyMainNav {...props} />
    </Suspense>
  ) : (
    closed
  );
}

/** The compact language switcher (LanguageSwitcher.client.tsx), fetched like MainNav. */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const desktop = useDesktop();
  const closed = <ClosedLanguageSwitcher {...props} />;
  return desktop ? (
    <Suspense fallback={closed}>
      <LazyLanguageSwitcher {...props} />
    </Suspense>
  ) : (
    closed
  );
}

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

function ClosedMainNav({ groups, label }: MainNavProps) {
  return (
    <ClosedMenu label={label} listClassName="flex items-center gap-0.5">
      {groups.map((group) => (
        <li key={group.label} className="relative">
          <button type="button" data-state="closed" aria-expanded="false" className={MAIN_NAV_TRIGGER_CLASS}>
            {group.label}
            <ChevronDown aria-hidden="true" className={CHEVRON_CLASS} />
          </button>
        </li>
      ))}
    </ClosedMenu>
  );
}

function ClosedLanguageSwitcher({ current, options, label, triggerLabel }: LanguageSwitcherProps) {
  const active = options.find((option) => option.locale === current);
  return (
    <ClosedMenu label={label} listClassName="flex">
      <li className="relative">
        <button type="button" data-state="closed" aria-expanded="false" aria-label={triggerLabel} className={LANGUAGE_TRIGGER_CLASS}>
          <Globe aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{active?.short}</span>
          <ChevronDown aria-hidden="true" className={CHEVRON_CLASS} />
        </button>
      </li>
    </ClosedMenu>
  );
}
