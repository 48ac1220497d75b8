/**
 * What the summary reads, and where: the generic key names of each field (ICANN, RPSL, ccTLD and
 * non-English spellings), word rules for keys no table knows, and the table of registry layouts for
 * the few things that cannot be told from the text alone (US-style month-first dates, what "CST"
 * means, extra not-found wordings, extra keys). Adding a registry is one entry in REGISTRY_LAYOUTS.
 * Browser-safe.
 */
import type { DateOrder } from './dates';

export type SummaryField = 'registrar' | 'created' | 'expires' | 'updated' | 'status' | 'nameServers';

/** Exact (normalised) keys per field, strongest first. Section-qualified keys read "section key". */
export const FIELD_KEYS: Record<SummaryField, readonly string[]> = {
  registrar: [
    'registrar organization', 'registrar organisation', 'registrar org', 'registrar company', 'sponsoring registrar organization',
    'registrar', 'registrar name', 'sponsoring registrar', 'current registrar', 'current registar', 'registar',
    'registrar of record', 'registration service provider', 'registration service provided by', 'authorized agency',
    'registrar information name', 'registrar details name', 'registrar registrar', 'registrar name name',
    'sponsoring registrar name', 'registrador', 'agente registrador', 'prestataire', 'bureau d enregistrement',
    'registrar created', 'registar created', 'provider', 'provider name', 'provider organization', 'registration agency',
  ],
  created: [
    'creation date', 'created', 'created on', 'created date', 'create date', 'domain create date', 'domain created',
    'domain creation date', 'registered', 'registered on', 'registered date', 'registration date', 'registration time',
    'domain registration date', 'domain name commencement date', 'commencement date', 'record created', 'record created on',
    'domain record activated', 'activated', 'domain registered', 'created at', 'date created', 'creation', 'date of creation',
    'fecha de registro', 'fecha de creacion', 'fecha de alta', 'fecha registro', 'data de criacao', 'criado', 'criado em',
    'date de creation', 'cree le', 'erstellt', 'registrado', 'registratiedatum', 'data di creazione', 'data registrazione',
    'data rejestracji', 'registration', 'domain date created', 'registered date on', 'date approved', 'approved',
  ],
  expires: [
    'registry expiry date', 'registry expiration date', 'expiration date', 'expiry date', 'expiry', 'expires', 'expires on',
    'expire', 'expire date', 'expired', 'exp date', 'domain expires', 'domain expiration date', 'domain expiry date',
    'domain currently expires', 'record expires on', 'record will expire on', 'paid till', 'paid until', 'valid until',
    'valid till', 'valid to', 'valid date', 'validity', 'expiration time', 'expires at', 'date of expiry', 'registrar registration expiration date',
    'fecha de vencimiento', 'fecha de expiracion', 'fecha vencimiento', 'data de expiracao', 'expira', 'expira em',
    'date d expiration', 'expire le', 'ablaufdatum', 'data di scadenza', 'scadenza', 'renewal date', 'renew date',
    'domain renewal date', 'billed until', 'option expiration date', 'renewal',
  ],
  updated: [
    'updated date', 'update date', 'last updated', 'last updated on', 'last update', 'last updated date', 'domain last updated',
    'domain last updated date', 'domain record last updated', 'record last updated on', 'last modified', 'modified',
    'modified date', 'last modified date', 'changed', 'last changed', 'updated', 'updated on', 'updated at', 'update',
    'last update date', 'domain updated', 'fecha de actualizacion', 'ultima actualizacion', 'data de atualizacao',
    'atualizado em', 'alterado', 'date de modification', 'derniere modification', 'geandert', 'laatst gewijzigd',
    'data ultimo aggiornamento', 'ultimo aggiornamento', 'last update of domain',
  ],
  status: [
    'domain status', 'status', 'registration status', 'domain state', 'epp status', 'eppstatus', 'query status',
    'status domain', 'estado', 'estado del dominio', 'statut', 'stato', 'registry status', 'domain status codes', 'state',
  ],
  nameServers: [
    'name server', 'name servers', 'nameserver', 'nameservers', 'nserver', 'nservers', 'ns', 'ns name', 'ns server',
    'domain nameservers', 'domain name servers', 'domain servers', 'domain servers in listed order', 'name servers information',
    'nameservers information', 'primary server', 'secondary server', 'host name', 'hostname', 'dns', 'dns servers',
    'dns server', 'dns name', 'nameserver in listed order', 'name servers in listed order', 'current nameservers',
    'servidores de nombre', 'servidores dns', 'servidor dns', 'servidor de nombres', 'name server host name',
    'serveurs de noms', 'serveur de noms', 'nameserver host', 'nome server', 'name server name', 'nameservers name',
    'nameservers hostname', 'name servers hostname', 'name servers name', 'name servers host name', 'dns servers hostname',
    'ns hostname', 'nameserver hostname', 'name server hostname', 'technical nameservers', 'nameserver name',
  ],
};

/** Date keys that lose to any other date key of their field (a renewal date is not the expiry when both are given). */
const WEAK_DATE_KEYS = new Set([
  'renewal date', 'renew date', 'domain renewal date', 'renewal', 'billed until', 'registrar registration expiration date',
  'option expiration date', 'registration', 'approved', 'date approved', 'registered date on', 'update', 'last update of domain',
]);

/** Word rules for keys that no table names (tried after the exact keys, value must fit the field). */
const KEY_RULES: Array<{ field: SummaryField; test: RegExp; not?: RegExp }> = [
  {
    field: 'expires',
    test: /expir|paid ?(?:till|until)|billed ?until|valid(?:ity| until| till| to| thru| date)|vencimiento|expiracao|expiracion|echeance|ablauf|verloop|scadenza/,
    not: /\b(?:by|notice|notification|reminder|auto|policy|registrar)\b/,
  },
  { field: 'expires', test: /renew/, not: /\b(?:by|period|auto|status)\b/ },
  {
    field: 'created',
    test: /creat|registered|registration|commence|activated|assigned|approved|criacao|creacion|\balta\b|registrad|\bregistro\b/,
    not: /\b(?:by|registrar|agent|ip|trademark|number|no|nr|id|status|type|service|period|contact|handle)\b|expir|transfer/,
  },
  {
    field: 'updated',
    test: /updat|modif|changed|actualiza|atualiza|gewijzigd|geandert|aggiornamento/,
    not: /\b(?:by|registrar|database|whois|ip|contact|holder|nameservers?)\b|transfer/,
  },
  { field: 'status', test: /^(?:domain |epp |registry |registration |dominio )?(?:status|state|estado|statut|stato)(?: code| codes| information)?$/ },
  {
    field: 'nameServers',
    test: /\b(?:name ?servers?|nservers?|dns(?: servers?| hosts?)?|servidor\w*|serveurs?)\b|\b(?:server|ns) host ?name\b/,
    not: /\b(?:ip|ipv|ipv4|ipv6|addr\w*|netaddress|id|status|dnssec|ds|key|signed|provider|glue)\b/,
  },
];

/** How strongly `key` names `field`: lower is stronger, undefined when it does not. */
export function keyRank(field: SummaryField, key: string, layout?: RegistryLayout): number | undefined {
  if (layout?.ignore?.[field]?.includes(key)) return undefined;
  const extra = layout?.keys?.[field]?.indexOf(key) ?? -1;
  if (extra >= 0) return extra - 100;
  // the generic rank of a key never changes: remembered (answers repeat their keys, registries share them)
  const memo = GENERIC_RANKS[field];
  if (memo.has(key)) return memo.get(key);
  if (memo.size > 5000) memo.clear();
  const rank = genericRank(field, key);
  memo.set(key, rank);
  return rank;
}

const GENERIC_RANKS: Record<SummaryField, Map<string, number | undefined>> = {
  registrar: new Map(),
  created: new Map(),
  expires: new Map(),
  updated: new Map(),
  status: new Map(),
  nameServers: new Map(),
};

function genericRank(field: SummaryField, key: string): number | undefined {
  const exact = FIELD_KEYS[field].indexOf(key);
  if (exact >= 0) {
    // dates: any strong key, in answer order (registries put the domain's own dates first)
    if (field === 'created' || field === 'expires' || field === 'updated') return WEAK_DATE_KEYS.has(key) ? 500 : 0;
    return exact;
  }
  for (const rule of KEY_RULES) {
    if (rule.field === field && rule.test.test(key) && !rule.not?.test(key)) return 1000;
  }
  return undefined;
}

/** One registry's particulars. Everything is optional: the generic reader does the rest. */
export interface RegistryLayout {
  /** Numeric nn/nn/yyyy dates: month first ('mdy') or day first ('dmy', the default). */
  dateOrder?: DateOrder;
  /** Zone names this registry uses with a meaning of its own, in minutes east of UTC (e.g. CST in China). */
  zones?: Record<string, number>;
  /** Extra "no such domain" wordings, tested on each cleaned line. */
  notFound?: RegExp[];
  /** Extra keys per field, read before the generic ones. */
  keys?: Partial<Record<SummaryField, string[]>>;
  /** Keys that must not be read for a field at this registry. */
  ignore?: Partial<Record<SummaryField, string[]>>;
}

const CHINA_TIME = { cst: 480 };
const FREENOM: RegistryLayout = { dateOrder: 'mdy' };

/**
 * Registry layouts by TLD / public suffix or by whois server host (a server entry applies to every TLD it
 * answers for; the longest matching suffix wins over the TLD, and the server over both).
 */
export const REGISTRY_LAYOUTS: Record<string, RegistryLayout> = {
  // Freenom (Dot TK and the African ccTLDs it ran) writes US dates: "Domain registered: 12/18/2001"
  tk: FREENOM,
  ml: FREENOM,
  ga: FREENOM,
  cf: FREENOM,
  gq: FREENOM,
  'whois.dot.tk': FREENOM,
  'whois.dot.cf': FREENOM,
  // CNNIC, TWNIC, HKIRC, MONIC: "CST" is China Standard Time
  cn: { zones: CHINA_TIME },
  tw: { zones: CHINA_TIME },
  hk: { zones: CHINA_TIME },
  mo: { zones: CHINA_TIME },
  // India Standard Time / Israel Standard Time
  in: { zones: { ist: 330 } },
  il: { zones: { ist: 120 } },
  // US registrars' "CST" is Central Standard Time
  us: { dateOrder: 'mdy', zones: { cst: -360 } },
  // the ZA government registry answers with its application form: "7b. Date : 2012/09/03" is the registration
  'gov.za': { keys: { created: ['date'] } },
  // ATI (Tunisia) spells its creation date "Acivated"
  tn: { keys: { created: ['acivated'] } },
};

export function layoutFor(domain?: string, server?: string): RegistryLayout {
  const parts: RegistryLayout[] = [];
  if (domain) {
    const labels = domain.toLowerCase().split('.');
    // the TLD first, then longer suffixes (co.za, com.au) override it
    for (let i = labels.length - 1; i >= 1; i--) {
      const layout = REGISTRY_LAYOUTS[labels.slice(i).join('.')];
      if (layout) parts.push(layout);
    }
  }
  if (server) {
    const layout = REGISTRY_LAYOUTS[server.toLowerCase()];
    if (layout) parts.push(layout);
  }
  if (parts.length === 0) return {};
  if (parts.length === 1) return parts[0]!;
  return parts.reduce<RegistryLayout>(
    (all, p) => ({
      ...all,
      ...p,
      zones: { ...all.zones, ...p.zones },
      notFound: [...(all.notFound ?? []), ...(p.notFound ?? [])],
    }),
    {},
  );
}
