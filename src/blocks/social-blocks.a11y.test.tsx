// @vitest-environment jsdom
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { badgeImagesBlock } from './badge-images';
import { careersBlock } from './careers';
import { customerStoriesBlock } from './customer-stories';
import { featureCardsBlock } from './feature-cards';
import { featureComparisonBlock } from './feature-comparison';
import { metricsBlock } from './metrics';
import { partnerLogosBlock } from './partner-logos';
import { productPricingBlock } from './product-pricing';
import { productTableBlock } from './product-table';
import { rolesBlock } from './roles';
import { testimonialCarouselBlock } from './testimonial-carousel';
import { testimonialsBlock } from './testimonials';
import { testimonialsWallBlock } from './testimonials-wall';
import { timelineBlock } from './timeline';
import { trustStripBlock } from './trust-strip';
import type { RegisteredBlock } from './types';
import { webinarListBlock } from './webinar-list';
import { resolveServerElement, blockContext } from '@/test/render-block';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/** Every block of issue 12's social-proof, company and table part. */
const socialBlocks: RegisteredBlock[] = [
  testimonialsBlock,
  testimonialsWallBlock,
  testimonialCarouselBlock,
  metricsBlock,
  trustStripBlock,
  partnerLogosBlock,
  badgeImagesBlock,
  featureCardsBlock,
  timelineBlock,
  customerStoriesBlock,
  careersBlock,
  rolesBlock,
  webinarListBlock,
  productPricingBlock,
  featureComparisonBlock,
  productTableBlock,
];

describe.each(['en', 'es', 'nl'] as const)('fixtures of the social-proof, company and table blocks (%s)', (locale) => {
  it.each(socialBlocks.flatMap((block) => block.fixtures.map((fixture) => [block.name, fixture.title, block, fixture] as const)))(
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
