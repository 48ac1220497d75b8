'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The shared open-modal id: a modal block is open when this id equals its
 * modal_id; the backdrop and the close control clear it. Buttons with a modal setting set it.
 */
interface ModalState {
  openModalId: string;
  openModal(id: string): void;
  closeModal(): void;
}

const ModalContext = createContext<ModalState>({ openModalId: '', openModal: () => {}, closeModal: () => {} });

export function ModalProvider({ children }: { children: ReactNode }) {
  const [openModalId, setOpenModalId] = useState('');
  const openModal = useCallback((id: string) => setOpenModalId(id), []);
  const closeModal = useCallback(() => setOpenModalId(''), []);
  const value = useMemo(() => ({ openModalId, openModal, closeModal }), [openModalId, openModal, closeModal]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModal(): ModalState {
  return useContext(ModalContext);
}

/** A button that opens the modal with the given id. */
export function OpenModalButton({ modalId, className, children }: { modalId: string; className?: string; children: ReactNode }) {
  const { openModal } = useModal();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openModal(modalId)}>
      {children}
    </button>
  );
}
