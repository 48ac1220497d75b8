import type { ImageSource } from '@/components/ui/types';
import { AVATAR_SIZE_PX } from '@/lib/social-proof/constants';
import { initialsOf } from '@/lib/social-proof/testimonials';

/** A 64 px round avatar: the photo, else the initials of the first two words of the name ('NA' without a name). */
export function Avatar({ name, image, className = '' }: { name: string; image: ImageSource | null; className?: string }) {
  const size = { width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX };
  if (image) {
    return (
      <img src={image.url} alt="" width={AVATAR_SIZE_PX} height={AVATAR_SIZE_PX} loading="lazy" decoding="async" style={size} className={`shrink-0 rounded-full object-cover ${className}`.trim()} />
    );
  }
  return (
    <span aria-hidden="true" data-initials style={size} className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-dark text-xl font-bold text-white ${className}`.trim()}>
      {initialsOf(name)}
    </span>
  );
}
