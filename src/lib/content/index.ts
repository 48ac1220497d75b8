import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { EmbeddedContentSource } from './embedded';
import type { ContentSource } from './types';

export type * from './types';

const contentEnvSchema = z.object({
  CONTENT_SOURCE: z.enum(['embedded', 'wordpress']).default('embedded'),
  CONTENT_DIR: z.string().optional(),
});

let source: ContentSource | null = null;

/** The configured content source (CONTENT_SOURCE=embedded|wordpress), created once per process. */
export function contentSource(): ContentSource {
  if (source) return source;
  const env = contentEnvSchema.parse(process.env);
  if (env.CONTENT_SOURCE === 'wordpress') {
    throw new Error('CONTENT_SOURCE=wordpress is not available in this build');
  }
  source = new EmbeddedContentSource(path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DIR ?? path.join(process.cwd(), 'content')));
  return source;
}
