'use client';

import type { ReactNode } from 'react';
import { useModal } from '@/components/modal/ModalContext';

/**
 * A link that opens a modal once JavaScript runs; without it, it leads to `href` (a page with the
 * same content), so the card still works.
 */
export function ModalLink({ modalId, href, className, children }: { modalId: string; href: string; className?: string; children: ReactNode }) {
  const { openModal } = useModal();
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      data-modal-target={modalId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openModal(modalId);
      }}
    >
      {children}
    </a>
  );
}
