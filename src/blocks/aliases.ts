import { z } from 'zod';
import type { BlockAttributes } from '@/lib/content/types';
import type { RegisteredBlock } from './types';

/**
 * Block-name aliases (issue 15.2). The registry's `acf/*` names are the site's own: the spec does
 * not list the original CMS names, so a real content system may name a block differently. One
 * content configuration file, content/block-aliases.json, maps such names to registered blocks,
 * optionally with attribute defaults (e.g. `{block: 'acf/hero', attributes: {advIdentity: …}}`)
 * that the CMS's own attributes override. It is validated at build (scripts/validate-content.ts)
 * and resolved where the registry is looked up (RenderBlocks' lookupBlock).
 */
const blockName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.-]*\/[a-z0-9][a-z0-9_.-]*$/i, 'a block name is "namespace/name"');

const aliasTarget = z.union([
  blockName.transform((block) => ({ block, attributes: {} as BlockAttributes })),
  z
    .object({
      block: blockName,
      attributes: z.record(z.string(), z.unknown()).optional(),
    })
    .strict()
    .transform((value) => ({ block: value.block, attributes: (value.attributes ?? {}) as BlockAttributes })),
]);

export const blockAliasFileSchema = z
  .object({
    $comment: z.string().optional(),
    aliases: z.record(blockName, aliasTarget),
  })
  .strict();

export type BlockAlias = { block: string; attributes: BlockAttributes };
export type BlockAliases = ReadonlyMap<string, BlockAlias>;

/** Parses the alias file (throws a ZodError naming the path of anything malformed). */
export function parseBlockAliases(json: unknown): BlockAliases {
  const parsed = blockAliasFileSchema.parse(json);
  return new Map(Object.entries(parsed.aliases));
}

/**
 * What is wrong with an alias table against a registry: an alias naming a registered block (it
 * would shadow it), a target that is not registered (aliases do not chain), a name aliased twice
 * under different spellings of case.
 */
export function aliasProblems(aliases: BlockAliases, registered: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [name, alias] of aliases) {
    if (registered.has(name)) problems.push(`alias "${name}" is itself a registered block`);
    if (!registered.has(alias.block)) {
      problems.push(
        aliases.has(alias.block)
          ? `alias "${name}" points at another alias "${alias.block}" (aliases do not chain)`
          : `alias "${name}" points at "${alias.block}", which is not a registered block`,
      );
    }
    const folded = name.toLowerCase();
    const earlier = seen.get(folded);
    if (earlier) problems.push(`alias "${name}" repeats "${earlier}" in another case`);
    seen.set(folded, name);
  }
  return problems;
}

const wrapped = new WeakMap<BlockAlias, RegisteredBlock>();

/** The registered block an alias stands for, resolving with the alias's attribute defaults underneath. */
function aliasedBlock(alias: BlockAlias, definition: RegisteredBlock): RegisteredBlock {
  if (Object.keys(alias.attributes).length === 0) return definition;
  let found = wrapped.get(alias);
  if (!found) {
    found = { ...definition, resolve: (attributes) => definition.resolve({ ...alias.attributes, ...attributes }) };
    wrapped.set(alias, found);
  }
  return found;
}

/** Registry lookup that also answers aliased names. */
export function lookupWithAliases(
  registry: ReadonlyMap<string, RegisteredBlock>,
  aliases: BlockAliases,
): (name: string) => RegisteredBlock | undefined {
  return (name) => {
    const direct = registry.get(name);
    if (direct) return direct;
    const alias = aliases.get(name);
    const definition = alias ? registry.get(alias.block) : undefined;
    return alias && definition ? aliasedBlock(alias, definition) : undefined;
  };
}

/** Block names in a tree of blocks, with how often each is used. */
export function collectBlockNames(blocks: ReadonlyArray<{ name: string; innerBlocks: ReadonlyArray<unknown> }>, into = new Map<string, number>()): Map<string, number> {
  for (const block of blocks) {
    into.set(block.name, (into.get(block.name) ?? 0) + 1);
    collectBlockNames(block.innerBlocks as ReadonlyArray<{ name: string; innerBlocks: ReadonlyArray<unknown> }>, into);
  }
  return into;
}

export interface UnknownBlockName {
  name: string;
  /** How many blocks use it. */
  uses: number;
  /** The pages using it ('<locale> <uri>'), in the order found. */
  pages: string[];
}

/**
 * The `content:validate` report: every block name the pages use (inner blocks included) that the
 * lookup does not answer — neither registered nor aliased — most used first.
 */
export function unknownBlockNames(
  pages: Iterable<{ label: string; blocks: ReadonlyArray<{ name: string; innerBlocks: ReadonlyArray<unknown> }> }>,
  isKnown: (name: string) => boolean,
): UnknownBlockName[] {
  const found = new Map<string, UnknownBlockName>();
  for (const page of pages) {
    for (const [name, uses] of collectBlockNames(page.blocks)) {
      if (isKnown(name)) continue;
      const entry = found.get(name) ?? { name, uses: 0, pages: [] };
      entry.uses += uses;
      entry.pages.push(page.label);
      found.set(name, entry);
    }
  }
  return [...found.values()].sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name));
}
