import { buttonBlock } from './button';
import { ctaBannerBlock } from './cta-banner';
import { domainSearchBlock } from './domain-search';
import { faqBlock } from './faq';
import { headingBlock } from './heading';
import { heroBlock } from './hero';
import { modalBlock } from './modal';
import { richTextBlock } from './rich-text';
import type { RegisteredBlock } from './types';

/**
 * The one map of block name -> definition. Add a block with one line here; its folder holds
 * schema.ts, the server component, its island (if any), tests and fixture.
 */
const definitions: RegisteredBlock[] = [
  headingBlock,
  richTextBlock,
  buttonBlock,
  heroBlock,
  domainSearchBlock,
  faqBlock,
  ctaBannerBlock,
  modalBlock,
];

export const blockRegistry: ReadonlyMap<string, RegisteredBlock> = new Map(definitions.map((definition) => [definition.name, definition]));

if (blockRegistry.size !== definitions.length) {
  throw new Error('Two blocks are registered under the same name');
}
