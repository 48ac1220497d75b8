'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * Tells videos rendered inside a modal which modal they are in, so closing that modal (the shared
 * open-modal id no longer equal to it) pauses them. The modal block wraps its content in
 * <VideoModalScope modalId={...}>; a video can also get its modal id as a prop.
 */
const VideoModalContext = createContext('');

export function VideoModalScope({ modalId, children }: { modalId: string; children: ReactNode }) {
  return <VideoModalContext.Provider value={modalId}>{children}</VideoModalContext.Provider>;
}

export function useEnclosingModalId(): string {
  return useContext(VideoModalContext);
}
