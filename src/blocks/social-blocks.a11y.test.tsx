// @vitest-environment jsdom
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { resolveServerElement, blockContext } from '@/test/render-block';
import { socialProofBlocks } from './registry';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/** Every block of issue 12's social-proof, company and table part, as the registry groups them. */
describe.each(['en', 'es', 'nl'] as const)('fixtures of the social-proof, company and table blocks (%s)', (locale) => {
  it.each(socialProofBlocks.flatMap((block) => block.fixtures.map((fixture) => [block.name, fixture.title, block, fixture] as const)))(
    '%s: %s has no serious or critical axe violation',
    async (_name, _title, block, fixture) => {
      const resolved = block.resolve(fixture.attributes);
      if (!resolved.ok) throw new Error(`fixture does not parse: ${resolved.field}: ${resolved.message}`);
      const node = await resolveServerElement(resolved.render(fixture.innerBlocks ?? [], blockContext({ locale }), null));
      const { container } = render(<main>{node}</main>);
      // jsdom has no layout: colour contrast is checked in the browser (e2e), not here.
      const result = await axe.run(container, { preload: false, rules: { 'color-contrast': { enabled: false } } });
      const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual([]);
    },
  );
});
