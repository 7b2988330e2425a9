// The Node server's served head (scripts/serve-static.mjs): how long a page waits for the API, what it keeps, and
// where the head goes in the page. The servers themselves are checked against the API in scripts/serving-tests/.
import { createHeadSource, headTtlMs, htmlLang, withFirstScreen, withHead } from '../served-head.cjs';

const html = (body: string, status = 200, type = 'text/html; charset=utf-8') =>
  new Response(body, { status, headers: { 'content-type': type } });
/** The API's answer of a page: its head and first screen, as GET /api/seo/page/<page> writes them. */
const parts = (head: string, firstScreen = '') => html(JSON.stringify({ head, firstScreen }), 200, 'application/json; charset=utf-8');

describe('the served head source', () => {
  it('asks the API once for the page’s head and first screen, in one answer, and keeps them', async () => {
    const asked: string[] = [];
    const pages = createHeadSource('http://api.internal:8080/', {
      fetchImpl: async (url: string) => {
        asked.push(url);
        return url.endsWith('/goods_detail/7')
          ? parts('<title>Tea – Mall</title>\n', '<div id="mall-first-screen"></div>\n')
          : parts('<title>Search: tea – Mall</title>\n');
      },
    });
    const tea = { head: '<title>Tea – Mall</title>\n', firstScreen: '<div id="mall-first-screen"></div>\n' };
    expect(await pages.get('/th/goods_detail/7')).toEqual(tea);
    expect(await pages.get('/th/goods_detail/7')).toEqual(tea);
    expect(await pages.get('/fr/goods/goods_search?title=tea')).toEqual({ head: '<title>Search: tea – Mall</title>\n', firstScreen: '' });
    expect(asked).toEqual([
      'http://api.internal:8080/api/seo/page/th/goods_detail/7',
      'http://api.internal:8080/api/seo/page/fr/goods/goods_search?title=tea',
    ]);
  });

  it('shares one request between the loads of one page', async () => {
    let asked = 0;
    let answer!: (response: Response) => void;
    const pages = createHeadSource('http://api', {
      fetchImpl: () => {
        asked += 1;
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const both = Promise.all([pages.get('/goods_detail/7'), pages.get('/goods_detail/7')]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer(parts('<title>Tea – Mall</title>'));
    expect(await both).toEqual([
      { head: '<title>Tea – Mall</title>', firstScreen: '' },
      { head: '<title>Tea – Mall</title>', firstScreen: '' },
    ]);
    expect(asked).toBe(1);
  });

  it('gives up after the timeout and keeps the late answer for the next visitor', async () => {
    let answer!: (response: Response) => void;
    const pages = createHeadSource('http://api', {
      timeoutMs: 30,
      fetchImpl: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const started = performance.now();
    expect(await pages.get('/goods_detail/7')).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    answer(parts('<title>Late – Mall</title>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await pages.get('/goods_detail/7'))?.head).toBe('<title>Late – Mall</title>');
  });

  it('after a minute, serves the head it has at once and asks for a fresh one for the next visitor', async () => {
    let n = 0;
    let clock = 0;
    const pages = createHeadSource('http://api', {
      ttlMs: 60_000,
      now: () => clock,
      fetchImpl: async () => parts(`<title>Version ${(n += 1)}</title>`),
    });
    expect((await pages.get('/goods/top_one'))?.head).toBe('<title>Version 1</title>');
    clock = 59_999;
    expect((await pages.get('/goods/top_one'))?.head).toBe('<title>Version 1</title>');
    expect(n).toBe(1);
    clock = 60_000;
    expect((await pages.get('/goods/top_one'))?.head).toBe('<title>Version 1</title>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await pages.get('/goods/top_one'))?.head).toBe('<title>Version 2</title>');
    expect(n).toBe(2);
  });

  it('waits for a fresh head when the one it has is older than ten minutes', async () => {
    let n = 0;
    let clock = 0;
    const pages = createHeadSource('http://api', {
      now: () => clock,
      fetchImpl: async () => parts(`<title>Version ${(n += 1)}</title>`),
    });
    expect((await pages.get('/goods/top_one'))?.head).toBe('<title>Version 1</title>');
    clock = 10 * 60_000;
    expect((await pages.get('/goods/top_one'))?.head).toBe('<title>Version 2</title>');
    expect(n).toBe(2);
  });

  it('writes nothing for an API that fails, answers 404 (CONTRACT_STRICT) or something else than the page’s two parts', async () => {
    for (const fetchImpl of [
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => html('{"code":404}', 404, 'application/json'),
      async () => html('{"code":200,"message":"ok","data":null}', 200, 'application/json'),
      async () => html('{"head":"<title>Mall</title>"}', 200, 'application/json'),
      async () => html('<title>Mall</title>'),
      async () => html('{"head', 200, 'application/json'),
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
