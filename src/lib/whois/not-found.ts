/**
 * "No such domain" answers. Registries say it in many ways ('No match for', '% No entries found',
 * 'Not found:', 'NO MATCH:', 'Status: AVAILABLE', 'Status: FREE', 'The domain has not been registered.',
 * 'domain "x" not found.', 'No information available about domain name', '%ERROR:103', '% nothing found',
 * 'query_status: 220 Available', 'No Found', 'Object "x" NOT FOUND.', 'x is available for registration'
 * ...), usually on a line of its own, often inside a comment ('%', '#', '>>>'). Each line is cleaned of
 * those markers and tested against wordings anchored at its start, so that terms-of-use prose ("check
 * whether a domain name is still available or not") never matches. Browser-safe.
 */
import { layoutFor } from './layouts';

/** Leading comment markers, bullets and the ERROR prefix of several registries. */
const LEAD = /^[\s%#*>:!\-–—=|]*(?:(?:error|err|info|warning|notice|result|response)\s*(?:[:#]?\s*\d{0,4}\s*)?[:.-]\s*)?/i;

const NOUN = String.raw`(?:domain(?:\s+name)?|domains?|object|entry|entries|record|records|data|key|dominio|domaine|domein)`;
/** The name asked, quoted or not ("x.com", "X.COM", 'x.com'). */
const QUOTED = String.raw`(?:"[^"]{1,260}"|'[^']{1,260}'|“[^”]{1,260}”|[\w-]+(?:\.[\w-]+)+\.?)`;

const WORDINGS: RegExp[] = [
  // No match / No match for "x" / NO MATCH: / No matching record / No match found for x
  /^no\s+match(?:es|ing)?\b/i,
  // No entries found / No data found / No records matching / No object found / No information available about domain name
  /^no\s+(?:such\s+)?(?:entries|entry|data|records?|objects?|results?|information|info|domains?(?:\s+names?)?|domain\s+records?|matching\s+\w+|whois\s+\w+|registrations?)\b.{0,60}?\b(?:found|available|exists?|matching|match|for|registered|was\s+found|were\s+found|about)\b/i,
  /^no\s+(?:entries|data|records?|objects?|results?)\.?$/i,
  // nothing found / No Found / Not found: x / NOT FOUND
  /^nothing\s+(?:was\s+)?found\b/i,
  /^no\s+found\b/i,
  /^not\s+found\b/i,
  // Domain not found. / Object "x" NOT FOUND. / domain "x" not found / The domain x was not found / Entry not found
  new RegExp(String.raw`^(?:(?:the|this|that|above|said|requested|queried|specified|your)\s+)*${NOUN}(?:\s+${QUOTED})?(?:\s+(?:(?:that\s+)?you\s+)?(?:requested|queried|searched(?:\s+for)?|entered))?\s+(?:was\s+|is\s+|has\s+|could\s+)?(?:not\s+(?:be\s+)?found|not\s+exist|does\s+not\s+exist|doesn'?t\s+exist|not\s+registered|not\s+registred|unknown|not\s+known|is\s+not\s+in\s+the\s+database|available\s+for\s+(?:registration|purchase)|free\b|available\.?$)`, 'i'),
  // x is available for registration / x is free / x is not registered / x not registred
  new RegExp(String.raw`^${QUOTED}\s+(?:is\s+)?(?:available\s+for\s+(?:registration|purchase)|free|not\s+registered|not\s+registred|is\s+available|still\s+available)\b`, 'i'),
  /^(?:the\s+)?(?:domain(?:\s+name)?\s+)?(?:\S+\s+)?(?:has|have)\s+not\s+been\s+registered\b/i,
  /^this\s+(?:domain(?:\s+name)?|name)\s+(?:has\s+not\s+been|is\s+not)\s+registered/i,
  /^we\s+do\s+not\s+have\s+an?\s+(?:entry|record)\s+in\s+our\s+database\s+matching/i,
  /^(?:the\s+)?queried\s+object\s+does\s+not\s+exist/i,
  /^object\s+does\s+not\s+exist/i,
  /^invalid\s+query\s+or\s+domain\s+name\s+not\s+known/i,
  /^domain\s+not\s+found,\s+marked\s+private/i,
  /^(?:domain\s+)?(?:is\s+)?available(?:\s+for\s+registration)?\.?$/i,
  /^(?:free|not\s+registered|unregistered)\.?$/i,
  /^not\s+available\s+for\s+(?:second\s+level\s+)?registration\b/i,
  /^(?:second\s+level\s+)?domain\s+name\s+is\s+reserved\.?$/i,
  /^no\s+domain\s+(?:records?\s+)?(?:was\s+|were\s+)?found/i,
  /^no\s+such\s+(?:domain|object|entry|record|name)\b/i,
  /^not\s+registered\b/i,
  // "Sorry, but domain: "x", not found in database" (UZINFOCOM), "x no match" (DNS.PT)
  /\bnot\s+found\s+in\s+(?:the\s+|our\s+)?(?:database|registry|whois)\b/i,
  new RegExp(String.raw`^${QUOTED}:?\s+(?:no\s+match|not\s+found|nicht\s+gefunden|no\s+encontrado|no\s+existe)\b`, 'i'),
  // "Domain x.io - Available" (ICB: .io .ac .sh)
  new RegExp(String.raw`^(?:domain\s+)?${QUOTED}\s+[-–:]\s+(?:available|free|not\s+registered)\b`, 'i'),
  /^object[_\s]not[_\s]found\b/i,
  /^this\s+query\s+returned\s+0\s+objects/i,
  // Spanish, Portuguese, French, German, Italian wordings ("El dominio no se encuentra registrado", NIC.ar)
  new RegExp(String.raw`^(?:el\s+|o\s+)?dom[ií]nio(?:\s+${QUOTED})?\s+(?:no\s+existe|no\s+est[aá]\s+registrado|no\s+se\s+encuentra\s+registrado|n[aã]o\s+(?:existe|est[aá]\s+registrado|encontrado|registrado|foi\s+encontrado)|libre|livre|disponible|dispon[ií]vel|no\s+registrado|non\s+registrato|libero|non\s+trovato)`, 'i'),
  /^(?:le\s+)?domaine?\s+(?:non\s+trouv[ée]|inexistant|libre|disponible|n'existe\s+pas|n'est\s+pas\s+enregistr[ée])/i,
  /^aucun(?:e)?\s+(?:r[ée]sultat|enregistrement|objet|domaine|entr[ée]e)s?\s+(?:n'a\s+[ée]t[ée]\s+)?(?:trouv|ne\s+correspond|correspondant)/i,
  /^(?:die\s+)?domain\s+(?:ist\s+)?(?:frei|nicht\s+registriert|nicht\s+vergeben)/i,
  /^keine\s+(?:daten|eintr[äa]ge|treffer|ergebnisse)\s+(?:\S+\s+){0,3}?gefunden/i,
  /^nessun\s+(?:risultato|dominio|oggetto)\s+(?:\S+\s+){0,2}?trovato/i,
  /^nenhum\s+(?:resultado|registro|dom[ií]nio)\s+(?:\S+\s+){0,2}?encontrado/i,
  /^no\s+existe\b|^no\s+se\s+encontr/i,
  /^we\s+could\s+not\s+find\s+/i,
  /^there\s+(?:is|are)\s+no\s+(?:match|matching|entries|records?|data|domain)/i,
  /^domain\s+name\s+not\s+known\b/i,
  /^(?:error|err)?\s*:?\s*103\b/i,
];

/** "Status: AVAILABLE", "Domain status: free", "query_status: 220 Available", "state: not registered". */
const STATUS_LINE =
  /^(?:domain[\s_]+|registration[\s_]+|query[\s_]+|registry[\s_]+)?(?:status|state|estado|statut)\s*[:.]*\s*(?:\d{3}\s+)?(?:available|avail|free|not[\s_]+registered|unregistered|no\s+object\s+found|not[\s_]+found|no\s+match|nothing\s+found|libre|disponible|vrij|frei|inactive\s*-\s*available)(?:\s+for\s+(?:registration|purchase))?\s*(?:\(.*\))?\.?$/i;
/** "%ERROR:103: Domain is not registered" (IRNIC and others): an error code that means "no such object". */
const ERROR_CODE = /^[%#\s]*error\s*:?\s*(?:101|103)\b/i;

const MAYBE = /no|not|free|avail|match|found|exist|error|regist|unknown|reserv|nothing|libre|livre|dispon|frei|nincs|object|aucun|keine|nessun|nenhum|0 objects|\d{3}/i;

function cleanLine(line: string): string {
  return line.replace(LEAD, '').trim();
}

/**
 * Registration data that only a registered answer carries: dates and name servers under the domain's
 * keys. A not-found wording never overrides it (the verdict must never fire on a registered answer).
 */
const REGISTERED_EVIDENCE = [
  /^\s*\[?(?:creation date|created(?: on| date)?|registered(?: on| date)?|registration (?:date|time)|domain (?:created|registered|registration date|create date)|record created(?: on)?|date of creation)\s*[.:\]]+\s*\S*\d/im,
  /^\s*\[?(?:registry expiry date|expir(?:y|ation) (?:date|time)|expires(?: on| at)?|expire(?: date)?|paid-till|valid until|renewal date|domain expires|record expires on)\s*[.:\]]+\s*\S*\d/im,
  /^\s*\[?(?:name ?servers?|nserver|ns_name_\d+)\s*[.:\]]+\s*[a-z0-9-]+\.[a-z0-9.-]+/im,
];

/**
 * Whether a port-43 answer says the domain is not registered. `domain` (the A-label asked) selects
 * the registry's extra wordings from REGISTRY_LAYOUTS; the generic wordings apply everywhere.
 */
export function isNotFoundAnswer(text: string, domain?: string, server?: string): boolean {
  const extra = layoutFor(domain, server).notFound ?? [];
  let found = false;
  for (const raw of text.split(/\r?\n|\r/)) {
    if (raw.length > 400) continue;
    // a cheap first look: every generic wording has one of these words (most lines have none)
    if (!MAYBE.test(raw)) {
      if (extra.length && extra.some((w) => w.test(cleanLine(raw)))) {
        found = true;
        break;
      }
      continue;
    }
    if (ERROR_CODE.test(raw)) {
      found = true;
      break;
    }
    // bilingual lines say it twice: "Nincs találat / No match" (.hu), "No_Se_Encontro_El_Objeto/Object_Not_Found" (.mx)
    for (const part of raw.includes('://') ? [raw] : raw.split(/\s*\/\s*/)) {
      const line = cleanLine(part);
      if (!line) continue;
      if (STATUS_LINE.test(line) || WORDINGS.some((w) => w.test(line)) || extra.some((w) => w.test(line))) {
        found = true;
        break;
      }
    }
    if (found) break;
  }
  if (!found) return false;
  const evidence = REGISTERED_EVIDENCE.filter((pattern) => pattern.test(text)).length;
  return evidence < 2;
}
