'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** A dialog's close button: a 44 px target with an X icon, named by `label`; `className` places and colours it. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close className={`inline-flex size-11 items-center justify-center ${className}`} aria-label={label}>
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
