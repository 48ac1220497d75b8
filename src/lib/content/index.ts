import 'server-only';
import path from 'node:path';
import { ContentConfigError, readContentConfig, type EnvSource } from './config';
import { EmbeddedContentSource } from './embedded';
import type { ContentSource } from './types';
import { WordPressContentSource, nextDataCache } from './wordpress';

export type * from './types';
export { ContentConfigError };

let source: ContentSource | null = null;

/**
 * The configured content source (CONTENT_SOURCE=embedded|wordpress), created once per process.
 * A bad configuration (e.g. wordpress without WORDPRESS_GRAPHQL_URL) throws a ContentConfigError
 * naming the variable, at the first render (so `next build` fails with it).
 */
export function contentSource(): ContentSource {
  if (source) return source;
  source = createContentSource();
  return source;
}

export function createContentSource(env: EnvSource = process.env): ContentSource {
  const config = readContentConfig(env);
  if (config.CONTENT_SOURCE === 'wordpress') {
    // readContentConfig already refuses this; the check narrows the type.
    if (!config.WORDPRESS_GRAPHQL_URL) throw new ContentConfigError(['WORDPRESS_GRAPHQL_URL is required when CONTENT_SOURCE=wordpress']);
    return new WordPressContentSource({
      url: config.WORDPRESS_GRAPHQL_URL,
      authToken: config.WORDPRESS_AUTH_TOKEN,
      timeoutMs: config.WORDPRESS_TIMEOUT_MS,
      cache: nextDataCache(config.WORDPRESS_REVALIDATE_SECONDS),
    });
  }
  return new EmbeddedContentSource(path.resolve(/*turbopackIgnore: true*/ config.CONTENT_DIR ?? path.join(process.cwd(), 'content')));
}

/** Tests only: forget the process-wide source so the next call re-reads the environment. */
export function resetContentSourceForTests(): void {
  source = null;
}
