import { createElement, type ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockAttributes } from '@/lib/content/types';
import { applyHeadingSettings } from '@/components/blocks/attributes';
import type { BlockDefinitionInput, BlockProps, RegisteredBlock, ResolveResult } from './types';

function fieldOf(path: ReadonlyArray<PropertyKey>): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : String(key))).join('.').replace(/\.\[/g, '[') || '(attributes)';
}

/**
 * Turns a typed block definition into a registry entry. `resolve` parses attributes with the
 * block's schema, picks the variant by advIdentity, and closes over both, so the component and
 * its parsed attributes cannot be mixed up and the renderer needs no casts.
 */
export function defineBlock<S extends z.ZodType>(definition: BlockDefinitionInput<S>): RegisteredBlock {
  return {
    name: definition.name,
    title: definition.title,
    variants: Object.keys(definition.variants ?? {}),
    island: definition.island,
    fixtures: definition.fixtures,
    resolve(attributes: BlockAttributes): ResolveResult {
      const parsed = definition.schema.safeParse(applyHeadingSettings(attributes));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, field: fieldOf(issue?.path ?? []), message: issue?.message ?? 'invalid' };
      }
      const identity = typeof attributes.advIdentity === 'string' ? attributes.advIdentity : null;
      const variant = identity && definition.variants?.[identity] ? identity : null;
      const Component: ComponentType<BlockProps<z.output<S>>> =
        (variant ? definition.variants?.[variant] : undefined) ?? definition.Component;
      const data: z.output<S> = parsed.data;
      return {
        ok: true,
        variant,
        render: (innerBlocks, context, children, key) =>
          createElement(Component, { key, attributes: data, innerBlocks, context }, children),
      };
    },
  };
}
