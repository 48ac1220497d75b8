import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './site-process';
import { COMPOSE_NGINX_VALUES, renderNginxConfig } from './tls-proxy';

describe('deploy/nginx.conf', () => {
  it('compose.yaml runs exactly the configuration the e2e test runs (deploy/nginx.compose.conf is its rendering)', () => {
    // Regenerate: npx tsx -e "import('./scripts/lib/tls-proxy.ts').then(m => process.stdout.write(m.renderNginxConfig(m.COMPOSE_NGINX_VALUES)))" > deploy/nginx.compose.conf
    expect(readFileSync(path.join(root, 'deploy', 'nginx.compose.conf'), 'utf8')).toBe(renderNginxConfig({ ...COMPOSE_NGINX_VALUES }));
  });
  it('leaves no placeholder unfilled', () => {
    expect(renderNginxConfig({ ...COMPOSE_NGINX_VALUES })).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });
});
