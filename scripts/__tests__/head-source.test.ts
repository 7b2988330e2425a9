// The Node server's served head (scripts/serve-static.mjs): how long a page waits for the API, what it keeps, and
// where the head goes in the page. The servers themselves are checked against the API in scripts/serving-tests/.
import { createHeadSource, headTtlMs, htmlLang, withFirstScreen, withHead } from '../served-head.cjs';

const html = (body: string, status = 200, type = 'text/html; charset=utf-8') =>
  new Response(body, { status, headers: { 'content-type': type } });

describe('the served head source', () => {
  it('asks the API for the page once and keeps its head', async () => {
    const asked: string[] = [];
    const heads = createHeadSource('http://api.internal:8080/', {
      fetchImpl: async (url: string) => {
        asked.push(url);
        return html('<title>Tea – Mall</title>\n');
      },
    });
    expect(await heads.get('/th/goods_detail/7')).toBe('<title>Tea – Mall</title>\n');
    expect(await heads.get('/th/goods_detail/7')).toBe('<title>Tea – Mall</title>\n');
    expect(asked).toEqual(['http://api.internal:8080/api/seo/head/th/goods_detail/7']);
  });

  it('asks for the page’s first screen the same way, at its own path', async () => {
    const asked: string[] = [];
    const screens = createHeadSource('http://api.internal:8080', {
      path: '/api/seo/first-screen',
      fetchImpl: async (url: string) => {
        asked.push(url);
        return html(url.endsWith('/goods_detail/7') ? '<div id="mall-first-screen"></div>\n' : '');
      },
    });
    expect(await screens.get('/fr/goods_detail/7')).toBe('<div id="mall-first-screen"></div>\n');
    expect(await screens.get('/fr/goods/goods_search?title=tea')).toBe('');
    expect(asked).toEqual([
      'http://api.internal:8080/api/seo/first-screen/fr/goods_detail/7',
      'http://api.internal:8080/api/seo/first-screen/fr/goods/goods_search?title=tea',
    ]);
  });

  it('gives up after the timeout and keeps the late answer for the next visitor', async () => {
    let answer!: (response: Response) => void;
    const heads = createHeadSource('http://api', {
      timeoutMs: 30,
      fetchImpl: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const started = performance.now();
    expect(await heads.get('/goods_detail/7')).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    answer(html('<title>Late – Mall</title>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await heads.get('/goods_detail/7')).toBe('<title>Late – Mall</title>');
  });

  it('after a minute, serves the head it has at once and asks for a fresh one for the next visitor', async () => {
    let n = 0;
    const heads = createHeadSource('http://api', { ttlMs: 20, fetchImpl: async () => html(`<title>Version ${(n += 1)}</title>`) });
    expect(await heads.get('/goods/top_one')).toBe('<title>Version 1</title>');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await heads.get('/goods/top_one')).toBe('<title>Version 1</title>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await heads.get('/goods/top_one')).toBe('<title>Version 2</title>');
    expect(n).toBe(2);
  });

  it('writes nothing for an API that fails, answers 404 (CONTRACT_STRICT) or something else than HTML', async () => {
    for (const fetchImpl of [
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => html('{"code":404}', 404, 'application/json'),
      async () => html('{"code":200}', 200, 'application/json'),
      async () => html('oops', 502),
    ]) {
      expect(await createHeadSource('http://api', { fetchImpl }).get('/')).toBeNull();
    }
  });
});

describe('how long a head is fresh (MALL_HEAD_TTL, as nginx reads it)', () => {
  it('is a minute unless told, in seconds, minutes or hours, and refuses anything else', () => {
    expect([undefined, '', '30s', '2m', '1h'].map(headTtlMs)).toEqual([60_000, 60_000, 30_000, 120_000, 3_600_000]);
    for (const wrong of ['1', 'm', '1m30s', '1 m', '-1s', '1.5m']) expect(() => headTtlMs(wrong)).toThrow(/MALL_HEAD_TTL/);
  });
});

describe('the page with its head', () => {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Mall</title><link rel="icon" href="/favicon.ico"/></head>';

  it('puts the head in place of the generic title, and the URL’s language on <html>', () => {
    expect(
      withHead(page, '<title>$& Tea – Boutique</title>\n<link rel="canonical" href="https://shop.example/fr/goods_detail/7">\n', 'fr'),
    ).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"/><title>$& Tea – Boutique</title>\n' +
        '<link rel="canonical" href="https://shop.example/fr/goods_detail/7"><link rel="icon" href="/favicon.ico"/></head>',
    );
  });

  it('keeps the generic title without a head', () => {
    expect(withHead(page, null, 'en')).toBe(page);
  });

  it('writes the first screen right after <div id="root">, outside what React empties, and nothing without one', () => {
    const body = '<body><noscript>This store needs JavaScript.</noscript><div id="root"></div></body>';
    const screen = '<div id="mall-first-screen" class="mall-fs" data-page="home"><img alt="$& $1" src="/b.jpg"></div>\n';
    expect(withFirstScreen(body, screen)).toBe(
      '<body><noscript>This store needs JavaScript.</noscript><div id="root"></div>\n' +
        '<div id="mall-first-screen" class="mall-fs" data-page="home"><img alt="$& $1" src="/b.jpg"></div></body>',
    );
    for (const none of [null, '', '\n']) expect(withFirstScreen(body, none)).toBe(body);
  });

  it('names the language by the path’s prefix, Lao as `lo`', () => {
    expect(['/', '/goods_detail/7', '/zh-CN', '/fr/goods_detail/7', '/th?x=1', '/lao/goods/top_one', '/france'].map(htmlLang)).toEqual([
      'en',
      'en',
      'zh-CN',
      'fr',
      'th',
      'lo',
      'en',
    ]);
  });
});
