import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiForFile } from './helper';

/** A raw HTTP GET (fetch would decode the body and hide how it travelled). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const api = apiForFile();

describe('the envelope', () => {
  it('answers an unknown path with the envelope, code 404 and the path', async () => {
    const r = await api.call('/api/front/nothing/here');
    expect(r.status).toBe(404);
    expect(r.code).toBe(404);
    expect(r.message).toBe('No such API path: /api/front/nothing/here');
    expect(r.data).toBeNull();
  });

  it('translates messages from Accept-Language', async () => {
    const r = await api.call('/api/front/nothing', { lang: 'fr-FR,fr;q=0.9' });
    expect(r.message).toBe('Chemin d’API inconnu : /api/front/nothing');
    const th = await api.call('/api/front/nothing', { lang: 'th' });
    expect(th.message).toBe('ไม่มีเส้นทาง API นี้: /api/front/nothing');
  });

  it('answers CORS for a trusted origin and not for others', async () => {
    const trusted = await fetch(`${api.url}/health`, { headers: { Origin: 'http://localhost:3000' } });
    expect(trusted.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await fetch(`${api.url}/health`, { headers: { Origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses a JSON answer for a client that accepts gzip or brotli, and sends it plain to one that does not', async () => {
    const path = `${api.url}/api/front/product/list?page=1&limit=20`;
    const plain = await rawGet(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body.toString('utf8'));
    expect(list.code).toBe(200);
    expect(list.data.list).toHaveLength(20);

    const gz = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(list);

    const br = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(list);
  });

  it('leaves a small answer uncompressed (below 1 KB it is not worth it)', async () => {
    const small = await rawGet(`${api.url}/health`, { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ code: 200 });
  });

  it('lets a browser keep the CORS preflight answer for two hours', async () => {
    const res = await fetch(`${api.url}/api/front/product/list`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3001',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authori-zation,accept-language',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(res.headers.get('access-control-max-age')).toBe('7200');
  });

  it('serves an OpenAPI document', async () => {
    const res = await fetch(`${api.url}/docs/json`);
    const doc = (await res.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Mall storefront API');
  });
});
