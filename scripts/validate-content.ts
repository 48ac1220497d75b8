/**
 * Validates every embedded content document (run before `next build`): a broken document fails
 * the build with its file name and JSON path.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEmbeddedContent } from '../src/lib/content/embedded';
import { ContentValidationError } from '../src/lib/content/reshape';
import { loadTermbase, TermbaseError } from '../src/lib/translation/termbase';

const root = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
try {
  const content = loadEmbeddedContent(root);
  const pages = [...content.pages.values()].reduce((sum, byUri) => sum + byUri.size, 0);
  console.log(`[content] ${pages} pages, ${content.posts.length} posts, ${content.memberships.length} memberships, ${content.promotions.length} promotions: valid`);
  const termbaseFile = path.join(root, 'translation', 'termbase.json');
  const termbase = existsSync(termbaseFile) ? loadTermbase(termbaseFile) : null;
  if (termbase) console.log(`[content] termbase: ${termbase.document.protected.length} protected, ${termbase.document.terms.length} terms, ${termbase.document.phrases.length} phrases: valid`);
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(`[content] invalid document: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof TermbaseError) {
    console.error(`[content] invalid termbase: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
