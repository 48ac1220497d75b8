/** The Explore island's messages (resources.json). */
export const exploreMessages = ['resources.explore', 'resources.noResults', 'resources.tryDifferent'] as const;
