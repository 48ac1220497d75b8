'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

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

/**
 * A desktop menu whose code is fetched only where it can be seen, on a desktop-wide window; until
 * then (and on phones, where it is hidden) `closed`, the same closed triggers rendered on the server
 * (ClosedMenus.tsx), stands in for it.
 */
function desktopOnly<P extends object>(Menu: ComponentType<P>): ComponentType<P & { closed: ReactNode }> {
  return function DesktopMenu({ closed, ...props }: P & { closed: ReactNode }) {
    const desktop = useDesktop();
    return desktop ? (
      <Suspense fallback={closed}>
        <Menu {...(props as P)} />
      </Suspense>
    ) : (
      <>{closed}</>
    );
  };
}

/** The desktop navigation (MainNav.client.tsx, a Radix NavigationMenu). */
export const MainNav = desktopOnly(LazyMainNav);

/** The compact language switcher (LanguageSwitcher.client.tsx). */
export const LanguageSwitcher = desktopOnly(LazyLanguageSwitcher);
