import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { startApi, type TestApi } from '../../helper';
import { DEV_OPERATOR_TOKEN, loadConfig, startupRefusals } from '../../../src/config';
import { freshSkus, paidOrder, unpaidOrder } from './order-center-fixtures';
import { rows, shopper } from './order-fixtures';
import { OPERATOR } from './settlement-fixtures';

/**
 * Safe by default (issue 14, item 2): the dev outbox, kept codes, the development operator token and the test card
 * provider exist only in development mode (MALL_DEV_MODE), which listens on loopback; production refuses to start
 * with development settings.
 */

const apiDir = join(__dirname, '..', '..', '..');
const pay = (api: TestApi, token: string, orderNo: string, lang?: string) =>
  api.call('/api/front/pay/payment', { token, lang, body: { orderNo, payType: 'stripe', payChannel: 'pc' } });

describe('outside development mode (no MALL_DEV_MODE, whatever NODE_ENV says)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({
      devMode: false,
      operatorToken: null,
      testCardsOptIn: false,
      rateLimit: { signInPerMinute: 1000, codePerHour: 1000 },
    });
  }, 60_000);
  afterAll(() => api?.close());

  it('serves no outbox: forgot password → read the outbox → reset is impossible, and the code is kept nowhere', async () => {
    expect((await api.call('/api/front/login/email/forget/password', { body: 'demo@mall.test' })).code).toBe(200);
    const outbox = await api.call('/api/dev/outbox?to=demo@mall.test');
    expect(outbox.status).toBe(404);
    expect(outbox).toMatchObject({ code: 404, message: 'No such API path: /api/dev/outbox', data: null });
    expect((await api.call(`/api/dev/merchant-captcha?key=${'0'.repeat(32)}`)).status).toBe(404);
    // The message is recorded without its body or code: nothing on disk tells the code.
    const [sent] = await rows<{ body: string; code: string | null }>(
      api,
      "SELECT body, code FROM outbox_message WHERE recipient = 'demo@mall.test' ORDER BY id DESC LIMIT 1",
    );
    expect(sent).toEqual({ body: '', code: null });
  });

  it('refuses the development operator token: the operator routes are closed without OPERATOR_TOKEN', async () => {
    const r = await api.call('/api/admin/operator/settlements', { headers: OPERATOR });
    expect(r).toMatchObject({ code: 403, message: 'Operator access is not configured', data: null });
    expect(await api.call('/api/admin/operator/orders', { headers: { 'x-operator-token': DEV_OPERATOR_TOKEN }, lang: 'fr' })).toMatchObject(
      { code: 403, data: null },
    );
  });

  it('reports card payment off and refuses paying with a translated message, taking no card', async () => {
    expect(await api.call('/api/front/pay/method')).toMatchObject({
      code: 200,
      data: { paypalStatus: false, stripeStatus: false, wechatPaySwitch: false, testCardMode: false, stripePublishableKey: null },
    });
    const who = await shopper(api);
    // An order placed while the shop still took cards (the operator has since removed its provider).
    api.config.testCardsOptIn = true;
    const { masterNo } = await unpaidOrder(api, who, [[(await freshSkus(api))[0], 1]]).finally(() => {
      api.config.testCardsOptIn = false;
    });
    expect(await pay(api, who.token, masterNo)).toMatchObject({
      code: 500,
      message: 'Card payments are not set up on this shop yet.',
      data: null,
    });
    expect(await pay(api, who.token, masterNo, 'zh-CN')).toMatchObject({ code: 500, message: '本店尚未开通银行卡支付。' });
    expect(await pay(api, who.token, masterNo, 'th')).toMatchObject({ code: 500, message: 'ร้านนี้ยังไม่เปิดรับชำระด้วยบัตร' });
    // No intent was made, the order is still unpaid, and the test card network is not there.
    expect(await rows(api, 'SELECT id FROM payment_intent WHERE master_order_no = $1', [masterNo])).toEqual([]);
    expect((await rows(api, 'SELECT paid FROM master_order WHERE order_no = $1', [masterNo]))[0]).toEqual({ paid: false });
    const card = await api.call('/api/front/pay/test-card/confirm', {
      body: { clientSecret: 'testpi_0_secret_x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(card.status).toBe(404);
  }, 30_000);

  it('refuses to place an order paid by card while no provider takes cards: it could never be paid, only hold stock', async () => {
    const who = await shopper(api);
    const [sku] = await freshSkus(api);
    const before = (await rows<{ stock: number }>(api, 'SELECT stock FROM product_sku WHERE id = $1', [sku.id]))[0].stock;
    await expect(unpaidOrder(api, who, [[sku, 1]])).rejects.toThrow('This payment method is not available');
    expect(await rows(api, 'SELECT order_no FROM master_order WHERE uid = $1', [who.uid])).toEqual([]);
    expect((await rows<{ stock: number }>(api, 'SELECT stock FROM product_sku WHERE id = $1', [sku.id]))[0].stock).toBe(before);
  }, 30_000);
});

describe('PAY_TEST_CARDS (the explicit opt-in outside development mode)', () => {
  it('reads the variable', () => {
    expect(loadConfig({ PAY_TEST_CARDS: 'true' }).testCardsOptIn).toBe(true);
    expect(loadConfig({}).testCardsOptIn).toBe(false);
  });

  it('turns the test card provider on: pay/method says so and 4242… pays the order', async () => {
    const api = await startApi({ devMode: false, operatorToken: null, testCardsOptIn: true });
    try {
      expect((await api.call('/api/front/pay/method')).data).toMatchObject({ stripeStatus: true, testCardMode: true });
      const who = await shopper(api);
      const { masterNo } = await paidOrder(api, who, [[(await freshSkus(api))[0], 1]]);
      expect((await rows(api, 'SELECT paid FROM master_order WHERE order_no = $1', [masterNo]))[0]).toEqual({ paid: true });
      // Still no outbox: the opt-in is about cards only.
      expect((await api.call('/api/dev/outbox?to=demo@mall.test')).status).toBe(404);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe('development mode (MALL_DEV_MODE)', () => {
  it('listens on loopback by default, and on every interface only outside it', () => {
    expect(loadConfig({ MALL_DEV_MODE: '1' })).toMatchObject({ devMode: true, host: '127.0.0.1' });
    expect(loadConfig({})).toMatchObject({ devMode: false, host: '0.0.0.0' });
  });

  it('refuses an API_HOST other machines reach, saying why', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const refusals = startupRefusals(loadConfig({ MALL_DEV_MODE: '1', API_HOST: host }));
      expect(refusals).toEqual([expect.stringContaining(`MALL_DEV_MODE is on and API_HOST is ${host}`)]);
      expect(refusals[0]).toContain('loopback only');
    }
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(startupRefusals(loadConfig({ MALL_DEV_MODE: '1', API_HOST: host }))).toEqual([]);
    }
  });
});

describe('NODE_ENV=production refuses to start', () => {
  const production = (env: NodeJS.ProcessEnv) => startupRefusals(loadConfig({ NODE_ENV: 'production', ...env }));

  it('with the development operator token, the old compose placeholder, or a token shorter than 16 characters', () => {
    expect(production({ OPERATOR_TOKEN: 'dev-operator-token' })).toEqual([
      expect.stringContaining('OPERATOR_TOKEN is "dev-operator-token"'),
    ]);
    expect(production({ OPERATOR_TOKEN: 'change-me-operator-token' })).toEqual([expect.stringContaining('published with this software')]);
    expect(production({ OPERATOR_TOKEN: 'fifteen-chars-x' })).toEqual([
      expect.stringContaining('OPERATOR_TOKEN has 15 characters: production needs 16'),
    ]);
  });

  it('with development mode on', () => {
    expect(production({ MALL_DEV_MODE: 'true' })).toEqual([expect.stringContaining('MALL_DEV_MODE is on with NODE_ENV=production')]);
  });

  it('but starts with a long secret token, or none (operator routes closed)', () => {
    expect(production({ OPERATOR_TOKEN: 'sixteen-chars-xx' })).toEqual([]);
    expect(production({})).toEqual([]);
    // Outside production the same tokens are the operator's business (development mode is for this machine only).
    expect(startupRefusals(loadConfig({ OPERATOR_TOKEN: 'short' }))).toEqual([]);
  });

  it('as a real process: src/server.ts exits non-zero with the reasons, before touching any database', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server.ts'],
        {
          cwd: apiDir,
          env: {
            ...process.env,
            NODE_OPTIONS: '',
            NODE_ENV: 'production',
            MALL_DEV_MODE: '1',
            OPERATOR_TOKEN: 'dev-operator-token',
            API_HOST: '',
            API_PORT: '1',
            DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          },
          timeout: 60_000,
        },
        (_err, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('API failed to start: refusing to start:');
    expect(result.stderr).toContain('MALL_DEV_MODE is on with NODE_ENV=production');
    expect(result.stderr).toContain('OPERATOR_TOKEN is "dev-operator-token"');
  }, 60_000);
});
