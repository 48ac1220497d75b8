import aliasFile from '../../content/block-aliases.json';
import { lookupWithAliases, parseBlockAliases } from './aliases';
import { blockRegistry } from './registry';
import type { RegisteredBlock } from './types';

/** content/block-aliases.json, parsed (the build has validated it: scripts/validate-content.ts). */
export const blockAliases = parseBlockAliases(aliasFile);

/** The registry, answering aliased CMS names too. */
export const lookupRegisteredBlock: (name: string) => RegisteredBlock | undefined = lookupWithAliases(blockRegistry, blockAliases);
