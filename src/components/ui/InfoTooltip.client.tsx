'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import type { ReactElement } from 'react';

/** `text` in a tooltip over `children` (one focusable element), shown on hover or keyboard focus (Radix Tooltip). */
export function TextTooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg">
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** An info icon that shows `text` on hover or keyboard focus. */
export function InfoTooltip({ text, label }: { text: string; label: string }) {
  return (
    <TextTooltip text={text}>
      <button type="button" aria-label={label} className="inline-flex size-6 shrink-0 items-center justify-center rounded-full align-middle text-current opacity-80 hover:opacity-100">
        <Info aria-hidden="true" className="size-4" />
      </button>
    </TextTooltip>
  );
}
