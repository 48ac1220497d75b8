/** The Templates island's messages (resources.json, and the pagination bar's). */
export const templatesMessages = ['resources.templates', 'resources.newTab', 'blocks.pagination'] as const;
