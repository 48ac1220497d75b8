import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { BlockAttributes } from '@/lib/content/types';
import type { BlockContext, RegisteredBlock } from '@/blocks/types';

/** Media queries the jsdom shim answers as matching (e.g. '(prefers-reduced-motion: reduce)'). */
export const matchingQueries = new Set<string>();

/**
 * jsdom has no matchMedia, ResizeObserver or IntersectionObserver: minimal stand-ins so islands
 * (embla, media queries) mount. Installed when this helper is imported in a jsdom test.
 */
function installBrowserShims(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: matchingQueries.has(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoopObserver });
  if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: NoopObserver });
}
installBrowserShims();

/** A block context for tests: English on /test unless told otherwise. */
export function blockContext(overrides: Partial<BlockContext> = {}): BlockContext {
  const path = overrides.path ?? '/test';
  return { locale: 'en', path, pageUri: `${path}/`, nonce: 'test-nonce', ...overrides };
}

/** Server components are (async) functions: call them the way the server renderer would, then render the result. */
export async function resolveServerElement(element: ReactElement): Promise<ReactNode> {
  const component = element.type as (props: unknown) => ReactNode | Promise<ReactNode>;
  return component(element.props);
}

/**
 * Renders a registered block the way the server would: its (async) server component is called,
 * and the element tree it returns — client islands included — is rendered into the DOM.
 */
export async function renderBlock(block: RegisteredBlock, attributes: BlockAttributes, context: BlockContext = blockContext()) {
  const resolved = block.resolve(attributes);
  if (!resolved.ok) throw new Error(`attributes do not parse: ${resolved.field}: ${resolved.message}`);
  const node = await resolveServerElement(resolved.render([], context, null));
  return render(<main>{node}</main>);
}
