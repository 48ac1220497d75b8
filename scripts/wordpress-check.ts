/**
 * Checks a WordPress (WPGraphQL) endpoint against what the site needs:
 *   WORDPRESS_GRAPHQL_URL=https://cms.example.com/graphql npm run content:check-wordpress [-- /some-page/]
 * Runs every query once (uncached) and prints one line per operation; exits 1 when any fails.
 * Run with the react-server condition (see package.json) because the content modules are server-only.
 */
import { ContentConfigError, readContentConfig } from '../src/lib/content/config';
import { checkWordPress } from '../src/lib/content/wordpress/check';

async function main(): Promise<number> {
  let config;
  try {
    config = readContentConfig({ ...process.env, CONTENT_SOURCE: 'wordpress' });
  } catch (error) {
    if (error instanceof ContentConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const url = config.WORDPRESS_GRAPHQL_URL ?? '';
  console.log(`Checking ${url}${config.WORDPRESS_AUTH_TOKEN ? ' (with bearer token)' : ''}`);
  const results = await checkWordPress({
    url,
    authToken: config.WORDPRESS_AUTH_TOKEN,
    timeoutMs: config.WORDPRESS_TIMEOUT_MS,
    pageUri: process.argv[2],
  });
  for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.operation.padEnd(17)} ${result.detail}`);
  return results.every((result) => result.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
