/**
 * Script block data: `data` is a list of scripts; an
 * inline script runs once, about 400 ms after mount, if no element with the block's id exists.
 */
export const SCRIPT_DELAY_MS = 400;

export type ScriptItem = { kind: 'inline'; code: string } | { kind: 'src'; src: string };

/** External scripts: https/http urls or site paths ('/x.js', not '//host/x.js'). */
const SAFE_SRC = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

function fromSource(src: string): ScriptItem[] {
  const clean = src.trim();
  return SAFE_SRC.test(clean) ? [{ kind: 'src', src: clean }] : [];
}

function fromCode(code: string): ScriptItem[] {
  const trimmed = code.trim();
  if (!trimmed) return [];
  // Editors sometimes paste whole <script> tags: take each tag's src or its body.
  if (/<script\b/i.test(trimmed)) {
    const items: ScriptItem[] = [];
    for (const match of trimmed.matchAll(SCRIPT_TAG)) {
      const source = SRC_ATTRIBUTE.exec(match[1] ?? '');
      if (source) items.push(...fromSource(source[1] ?? source[2] ?? source[3] ?? ''));
      else items.push(...fromCode(match[2] ?? ''));
    }
    return items;
  }
  return [{ kind: 'inline', code: trimmed }];
}

/**
 * The scripts of a block, in order. Each entry may be a string of inline JS (or pasted <script>
 * tags), `{src}` for an external script, or `{content}` / `{script}` for inline JS. Entries that
 * carry nothing runnable, and src urls that are not http(s) or a site path, are dropped.
 */
export function normaliseScripts(data: unknown): ScriptItem[] {
  const entries = Array.isArray(data) ? data : data === null || data === undefined ? [] : [data];
  return entries.flatMap((entry): ScriptItem[] => {
    if (typeof entry === 'string') return fromCode(entry);
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    if (typeof record.src === 'string' && record.src.trim()) return fromSource(record.src);
    const code = typeof record.content === 'string' ? record.content : typeof record.script === 'string' ? record.script : '';
    return fromCode(code);
  });
}

/** Id used when the block has no output_dom_id: stable for the same scripts (FNV-1a of them). */
export function defaultOutputId(scripts: ScriptItem[]): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(scripts)) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `script-block-${hash.toString(36)}`;
}
