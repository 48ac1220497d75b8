'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { CHEVRON_CLASS, MAIN_NAV_TRIGGER_CLASS } from './nav-styles';
import type { NavGroup } from './nav-types';

/**
 * Desktop navigation: one row of group triggers, each opening a panel of its pages (Radix
 * NavigationMenu: arrow keys move between triggers, Enter/Space/ArrowDown open, Escape closes).
 */
export function MainNav({ groups, label }: { groups: readonly NavGroup[]; label: string }) {
  return (
    <NavigationMenu.Root aria-label={label} className="relative" delayDuration={80}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        {groups.map((group) => (
          <NavigationMenu.Item key={group.label} className="relative">
            <NavigationMenu.Trigger className={MAIN_NAV_TRIGGER_CLASS}>
              {group.label}
              <ChevronDown aria-hidden="true" className={CHEVRON_CLASS} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
              <ul className="flex flex-col">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link asChild>
                      <a href={link.href} className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand">
                        {link.label}
                      </a>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
