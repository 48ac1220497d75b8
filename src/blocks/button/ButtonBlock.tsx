import { CmsButton } from '@/components/blocks/CmsButton';
import type { BlockProps } from '../types';
import type { ButtonBlockAttributes } from './schema';

export function ButtonBlock({ attributes }: BlockProps<ButtonBlockAttributes>) {
  if (!attributes.button && !attributes.button_2) return null;
  const justify = attributes.align === 'center' ? 'justify-center' : attributes.align === 'right' ? 'justify-end' : 'justify-start';
  return (
    <div id={attributes.anchor || undefined} className={`mx-auto flex max-w-6xl flex-wrap gap-3 px-4 py-4 sm:px-6 ${justify} ${attributes.className ?? ''}`.trim()}>
      <CmsButton button={attributes.button} />
      <CmsButton button={attributes.button_2} />
    </div>
  );
}
