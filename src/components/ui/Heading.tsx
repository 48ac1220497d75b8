import type { ReactNode } from 'react';
import type { HeadingTag } from './types';

const sizeByTag: Record<HeadingTag, string> = {
  h1: 'text-3xl sm:text-4xl lg:text-5xl',
  h2: 'text-2xl sm:text-3xl lg:text-4xl',
  h3: 'text-xl sm:text-2xl',
  h4: 'text-lg sm:text-xl',
  h5: 'text-base sm:text-lg',
  h6: 'text-base',
};

/**
 * A heading with the tag chosen by content; fontSize (a CSS length or number of px) overrides the
 * scale. `look` draws it at another tag's size without changing its level (a hero title keeps the
 * editor's tag but looks like a page title).
 */
export function Heading({
  tag = 'h3',
  look,
  fontSize,
  className = '',
  id,
  children,
}: {
  tag?: HeadingTag;
  look?: HeadingTag;
  fontSize?: string;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = tag;
  const size = fontSize ? (/^\d+(\.\d+)?$/.test(fontSize) ? `${fontSize}px` : fontSize) : undefined;
  const safeSize = size && /^[\d.]+(px|rem|em|%|vw|ch)$/.test(size) ? size : undefined;
  return (
    <Tag id={id} className={`${safeSize ? '' : sizeByTag[look ?? tag]} ${className}`.trim()} style={safeSize ? { fontSize: safeSize } : undefined}>
      {children}
    </Tag>
  );
}
