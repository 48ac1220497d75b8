import { Star } from 'lucide-react';
import { TESTIMONIAL_STARS } from '@/lib/social-proof/constants';

/** Five filled stars with a text equivalent ('5 out of 5 stars'). */
export function Stars({ label }: { label: string }) {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={label}>
      {Array.from({ length: TESTIMONIAL_STARS }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}
