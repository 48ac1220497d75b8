import 'server-only';
import { z } from 'zod';
import { readCapped } from './http-body';
import type { WhoisSummary } from './parse';

/** The parts of an RFC 9083 domain object we read; everything else is ignored. */
const eventSchema = z.object({ eventAction: z.string(), eventDate: z.string().optional() });
type RdapEntity = {
  roles?: string[];
  handle?: string;
  vcardArray?: unknown;
  publicIds?: { type: string; identifier: string }[];
  entities?: RdapEntity[];
};
const entitySchema: z.ZodType<RdapEntity> = z.lazy(() =>
  z.object({
    roles: z.array(z.string()).optional(),
    handle: z.string().optional(),
    vcardArray: z.unknown().optional(),
    publicIds: z.array(z.object({ type: z.string(), identifier: z.string() })).optional(),
    entities: z.array(entitySchema).optional(),
  }),
);
const noticeSchema = z.object({ title: z.string().optional(), description: z.array(z.string()).optional() });
export const rdapDomainSchema = z.object({
  objectClassName: z.string().optional(),
  ldhName: z.string().optional(),
  unicodeName: z.string().optional(),
  handle: z.string().optional(),
  status: z.array(z.string()).optional(),
  events: z.array(eventSchema).optional(),
  entities: z.array(entitySchema).optional(),
  nameservers: z.array(z.object({ ldhName: z.string().optional() })).optional(),
  secureDNS: z.object({ delegationSigned: z.boolean().optional() }).optional(),
  notices: z.array(noticeSchema).optional(),
  remarks: z.array(noticeSchema).optional(),
});
export type RdapDomain = z.infer<typeof rdapDomainSchema>;

export type RdapOutcome =
  | { kind: 'found'; url: string; text: string; summary: WhoisSummary }
  | { kind: 'not-found'; url: string; text: string };

export class RdapError extends Error {
  constructor(readonly url: string, reason: string) {
    super(`RDAP ${url}: ${reason}`);
    this.name = 'RdapError';
  }
}

/** vCard "fn" (formatted name) of an entity, when it has one. */
function vcardName(vcard: unknown): string | undefined {
  if (!Array.isArray(vcard) || !Array.isArray(vcard[1])) return undefined;
  for (const property of vcard[1] as unknown[]) {
    if (Array.isArray(property) && property[0] === 'fn' && typeof property[3] === 'string' && property[3].trim()) {
      return property[3].trim();
    }
  }
  return undefined;
}

function eventDate(domain: RdapDomain, ...actions: string[]): string | undefined {
  return domain.events?.find((e) => actions.includes(e.eventAction.toLowerCase()))?.eventDate;
}

/** camelCase EPP-style code for an RDAP status ("client transfer prohibited" -> clientTransferProhibited). */
function statusCode(status: string): string {
  const words = status.trim().split(/\s+/);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}

export function rdapSummary(domain: RdapDomain): WhoisSummary {
  const registrar = domain.entities?.find((e) => e.roles?.includes('registrar'));
  const summary: WhoisSummary = {
    status: (domain.status ?? []).map(statusCode),
    nameServers: [
      ...new Set((domain.nameservers ?? []).map((n) => n.ldhName?.toLowerCase().replace(/\.$/, '')).filter((n): n is string => !!n)),
    ],
  };
  if (domain.ldhName) summary.domain = domain.ldhName;
  const registrarName = registrar ? (vcardName(registrar.vcardArray) ?? registrar.handle) : undefined;
  if (registrarName) summary.registrar = registrarName;
  // the registry's handle for the registrar beside its name, as from port 43; an ICANN registrar's
  // handle is its IANA Registrar ID, which is not shown as one (port-43 answers print it as its own line)
  const registrarId = registrar?.handle;
  const ianaId = registrar?.publicIds?.some((p) => /iana/i.test(p.type) && p.identifier === registrarId);
  if (registrarId && !ianaId && registrarId !== registrarName) summary.registrarId = registrarId;
  const created = eventDate(domain, 'registration');
  const expires = eventDate(domain, 'expiration');
  const updated = eventDate(domain, 'last changed');
  if (created) summary.created = created;
  if (expires) summary.expires = expires;
  if (updated) summary.updated = updated;
  return summary;
}

/** The RDAP answer as readable text in the familiar whois layout. */
export function renderRdapText(domain: RdapDomain, url: string): string {
  const lines: string[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  add('Domain Name', domain.ldhName?.toUpperCase());
  if (domain.unicodeName && domain.unicodeName.toLowerCase() !== domain.ldhName?.toLowerCase()) add('Domain Name (Unicode)', domain.unicodeName);
  add('Registry Domain ID', domain.handle);
  const registrar = domain.entities?.find((e) => e.roles?.includes('registrar'));
  if (registrar) {
    add('Registrar', vcardName(registrar.vcardArray) ?? registrar.handle);
    add('Registrar IANA ID', registrar.publicIds?.find((p) => /iana/i.test(p.type))?.identifier);
    const abuse = registrar.entities?.find((e) => e.roles?.includes('abuse'));
    if (abuse) add('Registrar Abuse Contact', vcardName(abuse.vcardArray));
  }
  add('Creation Date', eventDate(domain, 'registration'));
  add('Updated Date', eventDate(domain, 'last changed'));
  add('Registry Expiry Date', eventDate(domain, 'expiration'));
  for (const status of domain.status ?? []) add('Domain Status', statusCode(status));
  for (const ns of domain.nameservers ?? []) add('Name Server', ns.ldhName?.toUpperCase());
  if (domain.secureDNS?.delegationSigned !== undefined) add('DNSSEC', domain.secureDNS.delegationSigned ? 'signedDelegation' : 'unsigned');
  add('Last update of RDAP database', eventDate(domain, 'last update of rdap database'));
  lines.push(`RDAP source: ${url}`);
  for (const notice of [...(domain.notices ?? []), ...(domain.remarks ?? [])]) {
    lines.push('');
    if (notice.title) lines.push(`${notice.title}:`);
    for (const line of notice.description ?? []) lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One RDAP domain query. 404 is the registry saying the name is not registered; any other failure
 * (network, status, redirect, bad JSON, over the size cap) throws RdapError so the caller can fall
 * back to port 43. Redirects are not followed: the base URL comes from the bootstrap, not from answers.
 */
export async function rdapLookup(domain: string, base: string, options: { timeoutMs: number; maxBytes: number }): Promise<RdapOutcome> {
  const url = `${base}domain/${encodeURIComponent(domain)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/rdap+json, application/json;q=0.9' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new RdapError(url, (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: 'not-found', url, text: `No match for "${domain.toUpperCase()}".\nRDAP source: ${url} (404 Not Found)\n` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RdapError(url, `status ${response.status}`);
  }
  let parsed: RdapDomain;
  try {
    const body = await readCapped(response, options.maxBytes);
    parsed = rdapDomainSchema.parse(JSON.parse(new TextDecoder().decode(body)));
  } catch (error) {
    throw new RdapError(url, (error as Error).message);
  }
  return { kind: 'found', url, text: renderRdapText(parsed, url), summary: rdapSummary(parsed) };
}
