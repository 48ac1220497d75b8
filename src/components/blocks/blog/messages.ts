import type { MessageNamespace } from '@/i18n/island-messages';

/** The messages a post card reads in an island (usePostCardLabels). */
export const postCardMessages = ['blog.card', 'blog.hub.categories'] as const satisfies readonly MessageNamespace[];
