import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { Block, BlockAttributes } from '@/lib/content/types';
import type { Locale } from '@/i18n/locales';

/** What every block is rendered with, besides its own attributes. */
export interface BlockContext {
  locale: Locale;
  /** Site path without the locale prefix, e.g. '/domains/domain-prices' ('/' for home). */
  path: string;
  /** Uri of the content page, for log lines. */
  pageUri: string;
  /** CSP nonce of this response (for blocks that must inject scripts). */
  nonce: string;
}

export interface BlockProps<A> {
  attributes: A;
  innerBlocks: Block[];
  context: BlockContext;
  /** Renders inner blocks with the same registry and context. */
  children?: ReactNode;
}

export interface BlockFixture {
  /** Shown in the catalogue. */
  title: string;
  attributes: BlockAttributes;
  innerBlocks?: Block[];
  /**
   * The page path the catalogue renders the fixture at, for a block whose rules depend on the
   * path (default: /blocks, the catalogue's own).
   */
  path?: string;
}

export interface BlockDefinitionInput<S extends z.ZodType> {
  /** Wire name from the content system, e.g. 'acf/heading'. */
  name: string;
  title: string;
  schema: S;
  Component: ComponentType<BlockProps<z.output<S>>>;
  /** Alternative components keyed by the block's advIdentity (spellings as the CMS sends them). */
  variants?: Record<string, ComponentType<BlockProps<z.output<S>>>>;
  /** Name of the client island this block hydrates, if it is interactive. */
  island?: string;
  fixtures: BlockFixture[];
}

export type ResolveResult =
  | {
      ok: true;
      variant: string | null;
      /** Renders the (variant) component with the parsed attributes. */
      render(innerBlocks: Block[], context: BlockContext, children: ReactNode, key?: string): ReactElement;
    }
  | { ok: false; field: string; message: string };

/** A registered block: its generic types are closed over, so the renderer needs no casts. */
export interface RegisteredBlock {
  name: string;
  title: string;
  variants: string[];
  island?: string;
  fixtures: BlockFixture[];
  resolve(attributes: BlockAttributes): ResolveResult;
}
