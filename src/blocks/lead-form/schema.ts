import { z } from 'zod';
import { buttonSchema, commonAttributes, flag, headingSchema, text } from '@/components/blocks/attributes';
import { LEAD_FORM_MODAL_ID } from '@/components/blocks/forms/modal-id';

const id = text.transform((value) => value.trim().slice(0, 100));

/**
 * Form block, the embedded lead form: form_data {portal_id, form_id, lang,
 * group_by_dept}, unique_id, size (large or normal), button_type (transparent, secondary, primary),
 * form_heading, form_text. With modal {enabled, modal_id} the form sits in a modal (it opens on a
 * button click and closes with the x button) opened by its own button (the
 * block's `button`, else the catalogue's label) or by anything that sets the shared open-modal id
 * (modal_id, default 'lead-form').
 */
export const leadFormBlockSchema = z
  .object({
    ...commonAttributes,
    form_data: z
      .object({ portal_id: id.optional(), form_id: id.optional(), lang: text.optional(), group_by_dept: flag })
      .loose()
      .nullish(),
    unique_id: id.optional(),
    size: text.optional(),
    button_type: text.optional(),
    form_heading: headingSchema.optional(),
    form_text: text.optional(),
    button: buttonSchema.optional(),
  })
  .transform((value) => {
    const raw = value.button_type?.trim().toLowerCase();
    const buttonType: 'primary' | 'transparent' | 'secondary' = raw === 'transparent' || raw === 'secondary' ? raw : 'primary';
    return {
      portalId: value.form_data?.portal_id ?? '',
      formId: value.form_data?.form_id || value.unique_id || '',
      uniqueId: value.unique_id ?? '',
      large: value.size?.trim().toLowerCase() === 'large',
      buttonType,
      heading: value.form_heading ?? null,
      text: value.form_text ?? '',
      modal: value.modal?.enabled ? { id: value.modal.modalId || LEAD_FORM_MODAL_ID } : null,
      button: value.button ?? null,
      anchor: value.anchor || value.unique_id || '',
      className: value.className ?? '',
    };
  });
export type LeadFormBlockAttributes = z.output<typeof leadFormBlockSchema>;
