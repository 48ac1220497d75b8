import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import type { MessageNamespace } from '@/i18n/island-messages';

/**
 * Renders an island inside the IslandMessages its server component gives it: the real catalogue's
 * messages of `namespaces`, precompiled and formatted as in the browser. `rerender` keeps them.
 */
export function renderIsland(ui: ReactElement, { locale = 'en', namespaces, ...options }: { locale?: Locale; namespaces: readonly MessageNamespace[] } & Omit<RenderOptions, 'wrapper'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IslandMessages locale={locale} namespaces={namespaces}>
      {children}
    </IslandMessages>
  );
  return render(ui, { ...options, wrapper });
}
