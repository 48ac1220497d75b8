/**
 * The domain search's limits, in a module without server dependencies: the planner (plan.ts) applies
 * them, and the search islands and pages state them in their messages ({maxNames}, {maxLength},
 * {defaultExtension}), so a page never says a number the search does not use.
 */

/** Names one bulk search checks at most (one per line). */
export const BULK_MAX_NAMES = 50;
/** The spec's whois limit on a domain field, applied to the typed text before anything else. */
export const QUERY_MAX_LENGTH = 255;
/** The extension a name typed without one gets when the search box names none (the home hero's .com). */
export const DEFAULT_EXTENSION = 'com';

/** The limits as message values. */
export const searchLimitValues = { maxNames: BULK_MAX_NAMES, maxLength: QUERY_MAX_LENGTH, defaultExtension: DEFAULT_EXTENSION } as const;
