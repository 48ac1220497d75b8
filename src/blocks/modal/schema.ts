import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/** A modal holds inner blocks; it opens when the shared open-modal id equals its modal_id. */
export const modalBlockSchema = z
  .object({ ...commonAttributes, heading: headingSchema.optional(), modal_id: text.optional(), size: text.optional() })
  .transform((value) => ({ ...value, modalId: value.modal_id || value.modal?.modalId || '' }))
  .refine((value) => value.modalId.length > 0, { message: 'a modal needs modal_id (or modal.modal_id)', path: ['modal_id'] });
export type ModalBlockAttributes = z.output<typeof modalBlockSchema>;
