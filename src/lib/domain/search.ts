/**
 * Domain search box rules, pure and client-safe:
 * the input is lowercased (by the IDNA mapping for a Unicode name); when an extension (search_ext) is
 * configured and the text has no dot, a dot and the extension are appended; the result must pass the
 * domain-name validator below.
 *
 * The spec leaves the validator's rules unshown. Chosen rules (hostname syntax per RFC 1035/1123 as
 * registries apply it): after IDN-to-ASCII conversion at most 253 characters; at least two labels;
 * each label 1-63 of a-z, 0-9 and '-', not starting or ending with '-'; the TLD alphabetic (2+) or
 * an IDN TLD in xn-- form; no trailing dot, no spaces, no underscores, no wildcard. Before that, the
 * IDNA validity check shared with the whois input and the e-mail rule (./idna-check.ts): UTS #46 with
 * ContextO, which also refuses "--" in the 3rd and 4th positions of a label that is not an A-label, and
 * an A-label ("xn--…") whose decoded form UTS #46 refuses.
 *
 * Spec: content-layer.md §5 "Domain search".
 */
import { isAscii, withAsciiDots } from './dots';
import { idnaName } from './idna-check';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Trim, ideographic full stops (。．｡) as dots, then append the extension when there is no dot. ASCII
 * text is lower-cased here; a Unicode name is lower-cased by the IDNA mapping later (after, not before:
 * String.toLowerCase would turn a final capital sigma into ς where UTS #46 maps it to σ).
 */
export function prepareDomainQuery(input: string, searchExt?: string | null): string {
  const trimmed = withAsciiDots(input.trim());
  const text = isAscii(trimmed) ? trimmed.toLowerCase() : trimmed;
  const extension = (searchExt ?? '').trim().toLowerCase().replace(/^\.+/, '');
  if (text && extension && !text.includes('.')) return `${text}.${extension}`;
  return text;
}

/**
 * The A-label form, or null when refused: the one IDNA validity check of the site's domain inputs
 * (./idna-check.ts: an `xn--` A-label is decoded and validated like the Unicode name it stands for).
 * A name that needs the IDNA tables must have them loaded (the island calls loadIdnaFor first).
 */
export function toAsciiDomain(domain: string): string | null {
  // URL parts, spaces and underscores are refused by the check itself (STD3 ASCII rules)
  return domain ? (idnaName(domain)?.ascii ?? null) : null;
}

/** Hostname syntax on the A-label form, after the IDNA check. */
export function isValidDomainName(domain: string): boolean {
  if (!domain || domain.endsWith('.')) return false;
  const ascii = toAsciiDomain(domain);
  if (!ascii || ascii.length > 253) return false;
  const labels = ascii.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((label) => LABEL.test(label)) && TLD.test(tld);
}

export type DomainSearchResult = { ok: true; domain: string; url: string } | { ok: false; domain: string };

/** The whole submit rule: prepare, validate, and build the fast-checkout URL (?{querystring}={domain}). */
export function runDomainSearch(input: string, settings: { endpoint: string; querystring: string; searchExt?: string | null }): DomainSearchResult {
  const prepared = prepareDomainQuery(input, settings.searchExt);
  if (!isValidDomainName(prepared)) return { ok: false, domain: prepared };
  // a Unicode name goes on in its mapped form ("Bücher.DE" -> "bücher.de"); ASCII as typed (lower case)
  const domain = isAscii(prepared) ? prepared : (idnaName(prepared)?.unicode ?? prepared);
  const url = new URL(settings.endpoint);
  url.searchParams.set(settings.querystring || 'domain', domain);
  return { ok: true, domain, url: url.toString() };
}
