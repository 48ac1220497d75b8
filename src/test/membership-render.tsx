import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { BlockAttributes } from '@/lib/content/types';
import type { BlockContext, RegisteredBlock } from '@/blocks/types';

/** A block context for tests: English on /membership-plans unless told otherwise. */
export function blockContext(locale: BlockContext['locale'] = 'en', path = '/membership-plans'): BlockContext {
  return { locale, path, pageUri: `${path}/`, nonce: 'n' };
}

/**
 * Renders a registered block the way the server would: its (async) server component is called,
 * and the element tree it returns — client islands included — is rendered into the DOM.
 */
export async function renderBlock(block: RegisteredBlock, attributes: BlockAttributes, context: BlockContext = blockContext()) {
  const resolved = block.resolve(attributes);
  if (!resolved.ok) throw new Error(`attributes do not parse: ${resolved.field}: ${resolved.message}`);
  const element = resolved.render([], context, null);
  const component = element.type as (props: unknown) => ReactNode | Promise<ReactNode>;
  const node = await component(element.props);
  return render(<main>{node as ReactElement}</main>);
}

/** jsdom has no ResizeObserver; Radix's tooltip positioning needs one (a do-nothing stand-in). */
export function installResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
}
