'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { DialogCloseButton } from '@/components/ui/DialogCloseButton';

export interface WebinarItem {
  title: string;
  video: string;
  captions: string;
  /** Thumbnail, title and description, server-rendered. */
  card: ReactNode;
}

/**
 * Webinar list with a modal player: a thumbnail click opens the modal
 * and plays the chosen file; closing it pauses and clears the source (the <video> loses its src
 * and is reset before the modal unmounts), so nothing keeps downloading or playing.
 */
export function WebinarPlayer({ items, lang }: { items: WebinarItem[]; lang: string }) {
  const t = useTranslations('marketingSocial.webinars');
  const [source, setSource] = useState<{ index: number; src: string } | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const active = source ? items[source.index] : undefined;

  const close = () => {
    const player = video.current;
    if (player) {
      player.pause();
      player.removeAttribute('src');
      player.load();
    }
    setSource(null);
  };

  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <button
              type="button"
              onClick={() => setSource({ index, src: item.video })}
              aria-haspopup="dialog"
              aria-label={t('play', { title: item.title ?? '' })}
              className="group relative block w-full text-left"
            >
              {item.card}
              <span aria-hidden="true" className="absolute top-0 left-0 flex aspect-video w-full items-center justify-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-black/60 text-white shadow-lg transition-transform group-hover:scale-110">
                  <Play className="size-6 fill-current" />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={source !== null} onOpenChange={(open) => (open ? undefined : close())}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,960px)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-black p-2 shadow-2xl" aria-describedby={undefined}>
            <Dialog.Title className="sr-only">{t('player', { title: active?.title ?? '' })}</Dialog.Title>
            <video ref={video} src={source?.src || undefined} controls autoPlay playsInline className="aspect-video w-full rounded-lg bg-black" data-webinar-player="">
              {active?.captions ? <track kind="captions" src={active.captions} srcLang={lang} label={active.title} default /> : null}
            </video>
            <DialogCloseButton label={t('close')} className="absolute -top-3 -right-3 rounded-full bg-white text-ink shadow" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
