import { defineBlock } from '../define';
import { sectionGridFixtures } from './fixture';
import {
  ColoredGrid,
  FreeEbooks,
  NetDomains,
  PlainAnalyticCards,
  PricingCards,
  QuestionsComponent,
  RightGridLayoutWithButtons,
  RightGridLayoutWithButtonsV1,
  SectionGridBlock,
  SimpleGridWithNumbers,
  SimpleGridWithNumbersCenter,
  SimpleGridWithNumbersWithoutSlider,
  SimpleGridWithNumbersWithoutSliderV2,
  TldPromos,
} from './SectionGrid';
import { sectionGridSchema, type SectionGridAttributes } from './schema';
import { createElement, type ComponentType } from 'react';
import type { BlockProps } from '../types';

/** Block setting is_active: a grid switched off renders nothing, whatever its layout. */
function whenActive(Layout: ComponentType<BlockProps<SectionGridAttributes>>): ComponentType<BlockProps<SectionGridAttributes>> {
  function ActiveGrid(props: BlockProps<SectionGridAttributes>) {
    return props.attributes.active ? createElement(Layout, props) : null;
  }
  ActiveGrid.displayName = `Active(${Layout.displayName ?? Layout.name})`;
  return ActiveGrid;
}

const layouts = {
  'simple-grid-with-numbers': SimpleGridWithNumbers,
  'simple-grid-with-numbers-center': SimpleGridWithNumbersCenter,
  'simple-grid-with-numbers-without-slider': SimpleGridWithNumbersWithoutSlider,
  'simple-grid-with-numbers-without-slider-v2': SimpleGridWithNumbersWithoutSliderV2,
  'colored-grid': ColoredGrid,
  'questions-component': QuestionsComponent,
  'right-grid-layout-with-buttons': RightGridLayoutWithButtons,
  'right-grid-layout-with-buttons-v1': RightGridLayoutWithButtonsV1,
  'plain-analytic-cards': PlainAnalyticCards,
  'pricing-cards': PricingCards,
  'net-domains': NetDomains,
  'tld-promos': TldPromos,
  'free-ebooks': FreeEbooks,
};

/** acf/section-grid: a heading and a grid of items; the registry's identity values and the block settings pick the layout. */
export const sectionGridBlock = defineBlock({
  name: 'acf/section-grid',
  title: 'Section grid',
  schema: sectionGridSchema,
  Component: whenActive(SectionGridBlock),
  variants: Object.fromEntries(Object.entries(layouts).map(([identity, Layout]) => [identity, whenActive(Layout)])),
  island: 'AutoCarousel (numbered grid slider on mobile)',
  fixtures: sectionGridFixtures,
});
