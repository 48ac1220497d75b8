import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pricingData, tldInfo } from './api';
import { price, smallCatalogue, temporaryDirectory } from './test-helpers';

const temp = temporaryDirectory('api-');
afterAll(() => temp.remove());

describe('large answers', () => {
  it('are gzip-compressed for clients that accept gzip, identical once decompressed', async () => {
    const prices = Array.from({ length: 120 }, (_unused, index) => price(`tld${index}`, 'USD', 10 + index));
    const { db, service } = await smallCatalogue(temp.directory, prices);
    const plain = await tldInfo(new Request('http://localhost/api/tld-info'), service);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(2048);

    const zipped = await tldInfo(new Request('http://localhost/api/tld-info', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }), service);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainText.length);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plainText);

    const list = await pricingData(new Request('http://localhost/api/pricing-data', { headers: { 'Accept-Encoding': 'gzip' } }), service);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const small = await pricingData(new Request('http://localhost/api/pricing-data?tlds=tld1', { headers: { 'Accept-Encoding': 'gzip' } }), service);
    expect(small.headers.get('content-encoding')).toBeNull();
    await service.close();
    await db.destroy().catch(() => undefined);
  });
});
