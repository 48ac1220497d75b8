import { getTranslations } from 'next-intl/server';
import { stripHtml } from '@/lib/html/sanitize';
import type { BlockProps } from '../types';
import { VideoModalScope } from '@/components/blocks/video/VideoModalScope.lazy';
import { ModalDialog } from '@/components/modal/ModalDialog.lazy';
import type { ModalBlockAttributes } from './schema';

export async function ModalBlock({ attributes, context, children }: BlockProps<ModalBlockAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.modal' });
  return (
    <ModalDialog modalId={attributes.modalId} title={stripHtml(attributes.heading?.title) || attributes.modalId} closeLabel={t('close')} wide={attributes.size === 'large'}>
      <VideoModalScope modalId={attributes.modalId}>{children}</VideoModalScope>
    </ModalDialog>
  );
}
