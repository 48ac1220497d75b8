'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useModal } from '@/components/modal/ModalContext';

/**
 * The Radix dialog itself (focus trap, scroll lock, Escape, backdrop). Loaded on first open only;
 * see ModalDialog.client.tsx.
 */
export default function ModalDialogContent({ modalId, title, closeLabel, wide, children }: { modalId: string; title: string; closeLabel: string; wide: boolean; children: ReactNode }) {
  const { openModalId, closeModal } = useModal();
  const open = openModalId === modalId;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeModal())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-backdrop" className="fixed inset-0 z-40 bg-slate-950/70" />
        <Dialog.Content
          data-modal-id={modalId}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl ${wide ? 'max-w-4xl' : 'max-w-xl'}`}
          aria-describedby={undefined}
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-heading">{title}</Dialog.Title>
          <div className="mt-4">{children}</div>
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-2xl leading-none text-slate-700 hover:bg-muted"
          >
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
