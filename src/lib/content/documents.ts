import {
  rawCategoriesDocumentSchema,
  rawMembershipsDocumentSchema,
  rawMenusDocumentSchema,
  rawPostDocumentSchema,
  rawPromotionsDocumentSchema,
  rawThemeOptionsDocumentSchema,
} from './raw';
import { parseOrThrow, reshapeCategories, reshapeMemberships, reshapeMenus, reshapePost, reshapePromotions, reshapeThemeOptions } from './reshape';

/**
 * The whole-document answers both content sources read (a file of content/ or a WPGraphQL
 * response) checked against their raw schema and reshaped into domain types. `source` names the
 * file or operation in the ContentValidationError of a broken document.
 */
export const readDocument = {
  post: (value: unknown, source: string) => reshapePost(parseOrThrow(rawPostDocumentSchema, value, source).data.post),
  categories: (value: unknown, source: string) => reshapeCategories(parseOrThrow(rawCategoriesDocumentSchema, value, source)),
  themeOptions: (value: unknown, source: string) => reshapeThemeOptions(parseOrThrow(rawThemeOptionsDocumentSchema, value, source)),
  memberships: (value: unknown, source: string) => reshapeMemberships(parseOrThrow(rawMembershipsDocumentSchema, value, source)),
  promotions: (value: unknown, source: string) => reshapePromotions(parseOrThrow(rawPromotionsDocumentSchema, value, source)),
  menus: (value: unknown, source: string) => reshapeMenus(parseOrThrow(rawMenusDocumentSchema, value, source)),
};
