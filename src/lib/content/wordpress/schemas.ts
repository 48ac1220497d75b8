import { z } from 'zod';
import { rawPageInfoSchema, rawPageSchema, rawPostSchema, rawSeoSchema } from '../raw';

/**
 * Answer envelopes the embedded documents do not need: WPGraphQL connections and "not found" answers.
 * The nodes inside are validated with the shared raw schemas (raw.ts).
 */

/** GetPageDetail before the full check: is there a page at all (`data.page` / `data.pageBy` null = not found)? */
export const pagePresenceSchema = z.object({
  data: z.object({ page: z.unknown().nullish(), pageBy: z.unknown().nullish() }),
});

/** GetPageDetail as pages(where: {name:}): the matching pages (nodes), each a page document's page. */
export const pagesByNameSchema = z.object({
  data: z.object({ pages: z.object({ nodes: z.array(rawPageSchema) }).nullish() }),
});

export const postPresenceSchema = z.object({ data: z.object({ post: z.unknown().nullish() }) });

/** GetSearchedPosts: posts.edges[].node + pageInfo. */
export const searchedPostsDocumentSchema = z.object({
  data: z.object({
    posts: z.object({ edges: z.array(z.object({ node: rawPostSchema })), pageInfo: rawPageInfoSchema }),
  }),
});

/** BlogListQuery: posts.nodes + pageInfo. */
export const blogListDocumentSchema = z.object({
  data: z.object({ posts: z.object({ nodes: z.array(rawPostSchema), pageInfo: rawPageInfoSchema }) }),
});

export const allPagesDocumentSchema = z.object({
  data: z.object({
    pages: z.object({
      nodes: z.array(
        z.object({
          uri: z.string().startsWith('/', 'uri must start with /'),
          modified: z.string().nullish(),
          locale: z.object({ id: z.string().nullish(), locale: z.string().nullish() }).nullish(),
          seo: rawSeoSchema,
        }),
      ),
      pageInfo: rawPageInfoSchema,
    }),
  }),
});
