/**
 * The theme options' custom scripts and safelist (its advanced options). Reading chosen: a custom
 * script is the https address of a script to load after
 * the page is interactive, and the safelist names the hosts such scripts may come from (a host
 * 'cdn.example.com', a wildcard '*.example.com' or an origin 'https://cdn.example.com'). A script
 * whose host the safelist does not name is not loaded — an empty safelist loads nothing — so a
 * mistyped or planted entry in the content system cannot run code on every page. Pure.
 *
 * Spec: pricing-and-catalogue.md §3 "Theme options".
 */
function safelistHosts(safelist: readonly string[]): Array<{ host: string; subdomains: boolean }> {
  return safelist.flatMap((entry) => {
    const raw = entry.trim().toLowerCase();
    if (!raw) return [];
    const wildcard = raw.startsWith('*.');
    const candidate = wildcard ? raw.slice(2) : raw;
    let host: string;
    try {
      host = candidate.includes('://') ? new URL(candidate).hostname : new URL(`https://${candidate}`).hostname;
    } catch {
      return [];
    }
    return host && host.includes('.') ? [{ host, subdomains: wildcard }] : [];
  });
}

/** The custom scripts that may load: https urls whose host the safelist names, each once, in order. */
export function allowedCustomScripts(advanced: { safelist: readonly string[]; customScripts: readonly string[] }): string[] {
  const hosts = safelistHosts(advanced.safelist);
  const allowed: string[] = [];
  for (const entry of advanced.customScripts) {
    let url: URL;
    try {
      url = new URL(entry.trim());
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password) continue;
    const host = url.hostname.toLowerCase();
    const named = hosts.some((rule) => host === rule.host || (rule.subdomains && host.endsWith(`.${rule.host}`)));
    if (named && !allowed.includes(url.href)) allowed.push(url.href);
  }
  return allowed;
}
