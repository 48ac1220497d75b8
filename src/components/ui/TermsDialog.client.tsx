'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'Terms and conditions' link that opens the terms in a modal (Radix Dialog: focus trapped, Escape closes). */
export function TermsDialog({ trigger, title, close, children, className = '' }: { trigger: string; title: string; close: string; children: ReactNode; className?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`min-h-11 underline underline-offset-4 ${className}`}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content aria-describedby={undefined} className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-heading">{title}</Dialog.Title>
            <Dialog.Close aria-label={close} className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
