import en from '../../../messages/en/whois.json';
import type { WhoisLabels } from './labels';

/** English labels (tests, fixtures and the `hi` fallback). */
export const englishWhoisLabels: WhoisLabels = en;
