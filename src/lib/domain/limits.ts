/**
 * The spec's limit on a typed domain name (the whois field, the domain search box): at most 255
 * characters, checked on the text before anything else. Browser-safe, no dependencies.
 */
export const DOMAIN_INPUT_MAX_LENGTH = 255;
