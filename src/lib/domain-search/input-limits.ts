/**
 * The domain search's limits, in a module without server dependencies: the planner (plan.ts) applies
 * them, and the search islands and pages state them in their messages ({maxNames}, {maxLength},
 * {defaultExtension}), so a page never says a number the search does not use.
 */
import { DOMAIN_INPUT_MAX_LENGTH } from '@/lib/domain/limits';

/** Names one bulk search checks at most (one per line). */
export const BULK_MAX_NAMES = 50;
/** The typed name's limit: the spec's limit on a domain field (the whois field's too). */
export const QUERY_MAX_LENGTH = DOMAIN_INPUT_MAX_LENGTH;
/** The extension a name typed without one gets when the search box names none (the home hero's .com). */
export const DEFAULT_EXTENSION = 'com';

/** The limits as message values. */
export const searchLimitValues = { maxNames: BULK_MAX_NAMES, maxLength: QUERY_MAX_LENGTH, defaultExtension: DEFAULT_EXTENSION } as const;
