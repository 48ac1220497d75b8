/**
 * The modal id the lead form block registers its modal under unless its content gives another; a
 * banner's, hero's or section's button (anything using the shared open-modal id) opens it with this.
 */
export const LEAD_FORM_MODAL_ID = 'lead-form';
