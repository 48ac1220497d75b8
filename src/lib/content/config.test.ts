import { describe, expect, it } from 'vitest';
import { ContentConfigError, readContentConfig, readRevalidateSecret } from './config';
import { createContentSource } from './index';

describe('content config', () => {
  it('defaults to the embedded source and the documented WordPress defaults', () => {
    expect(readContentConfig({})).toEqual({
      CONTENT_SOURCE: 'embedded',
      WORDPRESS_TIMEOUT_MS: 8000,
      WORDPRESS_REVALIDATE_SECONDS: 300,
    });
  });

  it('refuses wordpress without WORDPRESS_GRAPHQL_URL with a clear message', () => {
    expect(() => readContentConfig({ CONTENT_SOURCE: 'wordpress' })).toThrow(ContentConfigError);
    expect(() => readContentConfig({ CONTENT_SOURCE: 'wordpress', WORDPRESS_GRAPHQL_URL: '  ' })).toThrow(
      'WORDPRESS_GRAPHQL_URL is required when CONTENT_SOURCE=wordpress',
    );
    expect(() => createContentSource({ CONTENT_SOURCE: 'wordpress' })).toThrow('WORDPRESS_GRAPHQL_URL');
  });

  it('names each bad variable', () => {
    const error = (() => {
      try {
        readContentConfig({ CONTENT_SOURCE: 'cms', WORDPRESS_GRAPHQL_URL: 'ftp://x', WORDPRESS_TIMEOUT_MS: 'soon' });
      } catch (e) {
        return e as ContentConfigError;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ContentConfigError);
    expect(error!.issues.join('\n')).toMatch(/CONTENT_SOURCE/);
    expect(error!.issues.join('\n')).toMatch(/WORDPRESS_GRAPHQL_URL must be an http\(s\) URL/);
    expect(error!.issues.join('\n')).toMatch(/WORDPRESS_TIMEOUT_MS/);
  });

  it('parses the WordPress settings', () => {
    expect(
      readContentConfig({
        CONTENT_SOURCE: 'wordpress',
        WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql',
        WORDPRESS_AUTH_TOKEN: 'tok',
        WORDPRESS_TIMEOUT_MS: '2500',
        WORDPRESS_REVALIDATE_SECONDS: '0',
      }),
    ).toMatchObject({ WORDPRESS_TIMEOUT_MS: 2500, WORDPRESS_REVALIDATE_SECONDS: 0, WORDPRESS_AUTH_TOKEN: 'tok' });
  });

  it('selects the source from CONTENT_SOURCE', () => {
    expect(createContentSource({}).kind).toBe('embedded');
    expect(createContentSource({ CONTENT_SOURCE: 'wordpress', WORDPRESS_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }).kind).toBe('wordpress');
  });

  it('reads the revalidation secret on its own', () => {
    expect(readRevalidateSecret({})).toBeUndefined();
    expect(readRevalidateSecret({ REVALIDATE_SECRET: '' })).toBeUndefined();
    expect(readRevalidateSecret({ REVALIDATE_SECRET: 'x'.repeat(16) })).toBe('x'.repeat(16));
    expect(() => readRevalidateSecret({ REVALIDATE_SECRET: 'short' })).toThrow(ContentConfigError);
  });
});
