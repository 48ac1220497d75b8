/**
 * The shapes the UI primitives draw. They know nothing of the content system: block schemas
 * (src/components/blocks/attributes.ts) reshape CMS attributes into these.
 */
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];

export const BUTTON_TYPES = ['primary', 'transparent', 'borderless'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ImageSource {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** A solid colour or a CSS gradient, at an opacity of 0-100. */
export interface SectionBackground {
  type: 'solid' | 'gradient';
  color: string;
  opacity: number;
}
