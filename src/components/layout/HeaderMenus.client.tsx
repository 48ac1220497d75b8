'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import type { LanguageSwitcher as RadixLanguageSwitcher } from './LanguageSwitcher.client';
import type { MainNav as RadixMainNav } from './MainNav.client';

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

/** `closed`: the closed menu as the server renders it (ClosedMenus.tsx), shown until the menu's code is there. */
type MainNavProps = ComponentProps<typeof RadixMainNav> & { closed: ReactNode };
type LanguageSwitcherProps = ComponentProps<typeof RadixLanguageSwitcher> & { closed: ReactNode };

/**
 * The desktop navigation (MainNav.client.tsx, a Radix NavigationMenu). Its code is fetched only
 * where it can be seen, on a desktop-wide window; until then (and on phones, where it is hidden)
 * the same closed triggers, rendered on the server, stand in for it.
 */
export function MainNav({ closed, ...props }: MainNavProps) {
  const desktop = useDesktop();
  return desktop ? (
    <Suspense fallback={closed}>
      <LazyMainNav {...props} />
    </Suspense>
  ) : (
    closed
  );
}

/** The compact language switcher (LanguageSwitcher.client.tsx), fetched like MainNav. */
export function LanguageSwitcher({ closed, ...props }: LanguageSwitcherProps) {
  const desktop = useDesktop();
  return desktop ? (
    <Suspense fallback={closed}>
      <LazyLanguageSwitcher {...props} />
    </Suspense>
  ) : (
    closed
  );
}
