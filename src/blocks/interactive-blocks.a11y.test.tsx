// @vitest-environment jsdom
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { cardGridBlock } from './card-grid';
import { countdownBlock } from './countdown';
import { paginationBlock } from './pagination';
import { scriptBlock } from './script';
import type { BlockContext, RegisteredBlock } from './types';
import { videoBlock } from './video';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/** Server components are async functions: call them the way the server renderer would. */
async function renderServerElement(element: ReactElement): Promise<ReactNode> {
  const component = element.type as (props: unknown) => ReactNode | Promise<ReactNode>;
  return component(element.props);
}

const blocks: RegisteredBlock[] = [videoBlock, countdownBlock, scriptBlock, paginationBlock, cardGridBlock];

describe.each(['en', 'es', 'nl'] as const)('fixtures of the interactive blocks (%s)', (locale) => {
  const context: BlockContext = { locale, path: '/blocks', pageUri: '/blocks', nonce: 'n' };

  it.each(blocks.flatMap((block) => block.fixtures.map((fixture) => [block.name, fixture.title, block, fixture] as const)))(
    '%s: %s has no serious or critical axe violation',
    async (_name, _title, block, fixture) => {
      const resolved = block.resolve(fixture.attributes);
      if (!resolved.ok) throw new Error(`fixture does not parse: ${resolved.field}: ${resolved.message}`);
      const node = await renderServerElement(resolved.render(fixture.innerBlocks ?? [], context, null));
      const { container } = render(<main>{node}</main>);
      // jsdom has no layout: colour contrast is checked in the browser (e2e), not here.
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    },
  );
});
