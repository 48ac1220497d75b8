'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useModal } from '@/components/modal/ModalContext';

const ModalDialogContent = dynamic(() => import('./ModalDialogContent.client'), { ssr: false });

/**
 * Open while the shared open-modal id equals `modalId`; the backdrop, the close control and Escape
 * clear the id. Nothing (not even the dialog code) is loaded until the modal first opens, and the
 * content unmounts on close, so a video inside it stops.
 */
export function ModalDialog(props: { modalId: string; title: string; closeLabel: string; wide: boolean; children: ReactNode }) {
  const { openModalId } = useModal();
  if (openModalId !== props.modalId) return null;
  return <ModalDialogContent {...props} />;
}
