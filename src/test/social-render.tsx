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

export const testContext = (overrides: Partial<BlockContext> = {}): BlockContext => ({ locale: 'en', path: '/blocks', pageUri: '/blocks', nonce: 'test-nonce', ...overrides });

/** Server components are (async) functions: call them the way the server renderer would, then render the result. */
export async function resolveServerElement(element: ReactElement): Promise<ReactNode> {
  const component = element.type as (props: unknown) => ReactNode | Promise<ReactNode>;
  return component(element.props);
}

export async function renderBlock(block: RegisteredBlock, attributes: BlockAttributes, context: BlockContext = testContext()) {
  const resolved = block.resolve(attributes);
  if (!resolved.ok) throw new Error(`attributes do not parse: ${resolved.field}: ${resolved.message}`);
  const node = await resolveServerElement(resolved.render([], context, null));
  return render(<main>{node}</main>);
}
