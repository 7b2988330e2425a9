import { startApi, type TestApi } from './helper';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

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

  it('serves an OpenAPI document', async () => {
    const res = await fetch(`${api.url}/docs/json`);
    const doc = (await res.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Mall storefront API');
  });
});
