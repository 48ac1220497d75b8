import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** A feature a plan or tier includes: a list item with a green check before its text. */
export function IncludedItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      {children}
    </li>
  );
}
