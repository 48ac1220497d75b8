'use client';

import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** Radix tabs: one per roles list, the default (techRoles) open first; arrow keys move between tabs. */
export function RolesTabs({ tabs, defaultTab, label }: { tabs: Array<{ key: string; heading: string; panel: ReactNode }>; defaultTab: string; label: string }) {
  return (
    <Tabs.Root defaultValue={defaultTab}>
      <Tabs.List aria-label={label} className="mb-6 inline-flex rounded-full bg-muted p-1">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            className="rounded-full px-5 py-2 font-semibold text-ink data-[state=active]:bg-brand data-[state=active]:text-white"
          >
            {tab.heading}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key} className="outline-offset-4">
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
