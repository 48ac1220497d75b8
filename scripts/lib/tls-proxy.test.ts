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

describe('deploy/nginx-cache.conf', () => {
  const values = { ...COMPOSE_NGINX_VALUES, WORKERS: 'auto', NONCE_PLACEHOLDER: '0123456789abcdef0123456789abcdef' };
  it('fills every value, the placeholder where the proxy proves itself, substitutes the nonce and rebuilds the CSP', () => {
    const config = renderNginxConfig(values, 'nginx-cache.conf');
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain('proxy_set_header X-Site-Nonce-Placeholder 0123456789abcdef0123456789abcdef;');
    expect(config).toContain('sub_filter 0123456789abcdef0123456789abcdef $request_id;');
    expect(config).toContain('(?<csp_head>.*)0123456789abcdef0123456789abcdef(?<csp_tail>.*)');
  });
  it('has every value deploy/nginx.conf has (the TLS proxy is the same)', () => {
    const names = (file: 'nginx.conf' | 'nginx-cache.conf') => new Set([...readFileSync(path.join(root, 'deploy', file), 'utf8').matchAll(/\{\{([A-Z_]+)\}\}/g)].map((match) => match[1]));
    for (const name of names('nginx.conf')) expect(names('nginx-cache.conf').has(name), name).toBe(true);
  });
});
