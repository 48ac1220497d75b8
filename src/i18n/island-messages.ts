import type { NestedKeyOf } from 'next-intl';
import { compileMessage } from './compile-message';
import type { Locale } from './locales';
import { messagesFor, type Messages } from './messages';

/**
 * A sub-tree ('resources.glossary') or a single message ('pricing.loading') of the catalogue: an island
 * reads it as `useTranslations('pricing')` + `t('loading')`.
 */
export type MessageNamespace = NestedKeyOf<Messages>;

type Tree = { [key: string]: Tree | unknown };

/** Every string of a sub-tree compiled by icu-minify: the browser formats it without an ICU parser. */
function compiled(value: unknown): unknown {
  if (typeof value === 'string') return compileMessage(value);
  if (Array.isArray(value)) return value.map(compiled);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compiled(inner)]));
  return value;
}

const cache = new Map<string, Tree>();

/**
 * The messages an island may read: only the named sub-trees of the locale's catalogue (never the
 * whole catalogue: it travels in every page's HTML and RSC payload), at their own paths so
 * `useTranslations('resources.glossary')` finds them, each string precompiled (next.config.ts points
 * the islands' `use-intl/format-message` at the format-only runtime). The catalogue is part of the
 * build, so a locale's selection is compiled once per process.
 */
export function islandMessages(locale: Locale, namespaces: readonly MessageNamespace[]): Tree {
  const key = `${locale}|${[...namespaces].sort().join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const catalogue = messagesFor(locale) as unknown as Tree;
  const picked: Tree = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: unknown = catalogue;
    for (const part of path) source = source && typeof source === 'object' ? (source as Tree)[part] : undefined;
    if (source === undefined) throw new Error(`islandMessages: no namespace '${namespace}' in the catalogue`);
    let target = picked;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Tree;
    target[path.at(-1) as string] = compiled(source);
  }
  // icu-minify builds a plural's options on null-prototype objects, which React will not pass from a
  // server component to a client one: the selection travels as plain JSON.
  const plain = JSON.parse(JSON.stringify(picked)) as Tree;
  cache.set(key, plain);
  return plain;
}
