import 'server-only';
import { z } from 'zod';
import shipped from '@content/whois/servers.json';

/**
 * The shipped port-43 server list (content/whois/servers.json): which server answers for a public
 * suffix, and how each server wants to be asked and decoded.
 */
const hostName = z.string().regex(/^[a-z0-9.-]+$/);
const serverProfileSchema = z.object({
  /** Query line without CRLF; `{domain}` is replaced by the A-label name. Default `{domain}`. */
  query: z.string().includes('{domain}').optional(),
  /** Charset used when an answer is not valid UTF-8 (default windows-1252, i.e. "latin1"). */
  legacyCharset: z.string().optional(),
  /** Thin registry: its answers only name the registrar's whois server, which is then asked too. */
  thin: z.boolean().optional(),
});
export type ServerProfile = z.infer<typeof serverProfileSchema>;

const serverListSchema = z.object({
  description: z.string(),
  updated: z.string(),
  tlds: z.record(z.string().regex(/^[a-z0-9.-]+$/), hostName),
  servers: z.record(hostName, serverProfileSchema),
});

let list: z.infer<typeof serverListSchema> | undefined;
function serverList() {
  list ??= serverListSchema.parse(shipped);
  return list;
}

/** The registry whois server for a domain from the shipped list (longest listed suffix), if any. */
export function listedServerFor(domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.');
  const tlds = serverList().tlds;
  for (let i = 1; i < labels.length; i++) {
    const server = tlds[labels.slice(i).join('.')];
    if (server) return server;
  }
  return undefined;
}

export function serverProfile(host: string): ServerProfile {
  return serverList().servers[host.toLowerCase()] ?? {};
}

/** The query line (CRLF added) in the server's own format, e.g. DENIC `-T dn,ace`, JPRS `/e`. */
export function queryLine(host: string, domain: string): string {
  const template = serverProfile(host).query ?? '{domain}';
  return `${template.replace('{domain}', domain)}\r\n`;
}
