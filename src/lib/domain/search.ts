/**
 * Domain search box rules (content-layer §5 "Domain search"), pure and client-safe:
 * the input is lowercased; when an extension (search_ext) is configured and the text has no dot, a
 * dot and the extension are appended; the result must pass the domain-name validator below.
 *
 * The spec leaves the validator's rules unshown. Chosen rules (hostname syntax per RFC 1035/1123 as
 * registries apply it): after IDN-to-ASCII conversion at most 253 characters; at least two labels;
 * each label 1-63 of a-z, 0-9 and '-', not starting or ending with '-'; the TLD alphabetic (2+) or
 * an IDN TLD in xn-- form; no trailing dot, no spaces, no underscores, no wildcard.
 */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function prepareDomainQuery(input: string, searchExt?: string | null): string {
  const text = input.trim().toLowerCase();
  const extension = (searchExt ?? '').trim().toLowerCase().replace(/^\.+/, '');
  if (text && extension && !text.includes('.')) return `${text}.${extension}`;
  return text;
}

/** IDN to ASCII (punycode) with the platform's URL parser; null when it is not a hostname at all. */
export function toAsciiDomain(domain: string): string | null {
  if (!domain || /[\s/\\?#@:*_%]/.test(domain)) return null;
  try {
    const hostname = new URL(`http://${domain}`).hostname;
    return hostname || null;
  } catch {
    return null;
  }
}

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
export function runDomainSearch(
  input: string,
  settings: { endpoint: string; querystring: string; searchExt?: string | null },
): DomainSearchResult {
  const domain = prepareDomainQuery(input, settings.searchExt);
  if (!isValidDomainName(domain)) return { ok: false, domain };
  const url = new URL(settings.endpoint);
  url.searchParams.set(settings.querystring || 'domain', domain);
  return { ok: true, domain, url: url.toString() };
}
