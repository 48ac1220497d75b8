import type { ImageSource } from './types';

/**
 * CMS images as plain <img> with explicit size (no layout shift), lazy unless `priority`. Responsive
 * art direction: `mobile` is used below 768 px (the mobile breakpoint).
 */
export function Img({
  image,
  mobile,
  priority = false,
  className = '',
  sizes,
}: {
  image: ImageSource;
  mobile?: ImageSource | null;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  const img = (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`h-auto max-w-full ${className}`.trim()}
    />
  );
  if (!mobile) return img;
  return (
    <picture>
      <source media="(max-width: 767px)" srcSet={mobile.url} width={mobile.width} height={mobile.height} />
      {img}
    </picture>
  );
}
