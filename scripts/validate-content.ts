/**
 * Validates every embedded content document (run before `next build`): a broken document fails
 * the build with its file name and JSON path.
 */
import path from 'node:path';
import { loadEmbeddedContent } from '../src/lib/content/embedded';
import { ContentValidationError } from '../src/lib/content/reshape';

const root = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
try {
  const content = loadEmbeddedContent(root);
  const pages = [...content.pages.values()].reduce((sum, byUri) => sum + byUri.size, 0);
  console.log(`[content] ${pages} pages, ${content.posts.length} posts, ${content.memberships.length} memberships, ${content.promotions.length} promotions: valid`);
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(`[content] invalid document: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
