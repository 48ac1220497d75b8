/** The Glossary island's messages (resources.json). */
export const glossaryMessages = ['resources.glossary', 'resources.noResults', 'resources.tryDifferent'] as const;
