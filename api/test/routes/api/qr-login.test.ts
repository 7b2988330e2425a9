import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { callApi, startApi, type CallOptions, type TestApi } from '../../helper';
import { issueToken } from '../../../src/services/auth/tokens';

let api: TestApi;
/** A second API process on the same database: the phone and the desktop may reach different processes. */
let second: FastifyInstance;
let secondUrl: string;
let serial = 0;

beforeAll(async () => {
  api = await startApi({ rateLimit: { signInPerMinute: 1000 } });
  second = await buildApp({ config: api.config, db: api.rawDb, logger: false });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(async () => {
  await second.close();
  await api.close();
});

interface Phone {
  uid: number;
  token: string;
  email: string;
}

async function phoneOf(type: 'email' | 'visitor' = 'email'): Promise<Phone> {
  const email = `qr-${++serial}-${Date.now().toString(36)}@mall.test`;
  const r = await api.db.query<{ id: number }>(
    `INSERT INTO app_user (email, nickname, user_type) VALUES ($1, 'Scanner', $2) RETURNING id`,
    [email, type],
  );
  return { uid: r.rows[0].id, email, token: await issueToken(api.db, r.rows[0].id, 'local2') };
}

const desktop = (path: string, opts: CallOptions = {}) => api.call(path, { method: 'POST', ...opts });
const phone = (path: string, opts: CallOptions = {}) => callApi(secondUrl, path, { method: 'POST', ...opts });
const newTicket = async () => (await desktop('/api/front/login/qr/ticket')).data.ticket as string;
const status = (ticket: string) => desktop('/api/front/login/qr/status', { body: { ticket } });
const scan = (as: Phone, ticket: string, lang?: string) => phone('/api/front/login/qr/scan', { token: as.token, body: { ticket }, lang });
const confirm = (as: Phone, ticket: string, lang?: string) =>
  phone('/api/front/login/qr/confirm', { token: as.token, body: { ticket }, lang });

describe('QR sign-in', () => {
  it('signs the desktop in as the phone’s shopper once the phone confirms, through another API process', async () => {
    const created = await desktop('/api/front/login/qr/ticket');
    expect(created).toMatchObject({ code: 200, data: { ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 120 } });
    const { ticket } = created.data;
    expect((await status(ticket)).data).toMatchObject({ status: 'waiting', login: null });

    const me = await phoneOf();
    expect(await scan(me, ticket)).toMatchObject({ code: 200, data: { expiresIn: expect.any(Number) } });
    expect((await status(ticket)).data).toMatchObject({ status: 'scanned', login: null });

    expect(await confirm(me, ticket, 'th')).toMatchObject({ code: 200, message: 'เข้าสู่ระบบบนคอมพิวเตอร์แล้ว' });
    const signedIn = await status(ticket);
    expect(signedIn.data).toMatchObject({ status: 'confirmed', login: { uid: me.uid, email: me.email, type: 'login', userType: 'email' } });
    const info = await api.call('/api/front/user/info', { token: signedIn.data.login.token });
    expect(info).toMatchObject({ code: 200, data: { email: me.email } });

    // Single use: the session was handed out once, and the code cannot be scanned again.
    expect((await status(ticket)).data).toMatchObject({ status: 'used', login: null });
    expect(await scan(me, ticket, 'fr')).toMatchObject({
      code: 500,
      message: 'Ce code QR a déjà été utilisé ; chaque code ne sert qu’à une connexion',
    });
    expect(await confirm(me, ticket)).toMatchObject({ code: 500, message: 'This QR code has already been used; each code signs in once' });
  });

  it('refuses an expired ticket with a clear message, and the desktop sees it expire', async () => {
    const ticket = await newTicket();
    const me = await phoneOf();
    await api.db.query(`UPDATE qr_login_ticket SET expires_at = now() - interval '1 second' WHERE expires_at > now()`);
    expect((await status(ticket)).data).toMatchObject({ status: 'expired', expiresIn: 0 });
    expect(await scan(me, ticket, 'zh-CN')).toMatchObject({ code: 500, message: '二维码已过期，请在电脑上刷新后重新扫描' });
    expect(await confirm(me, ticket, 'lao')).toMatchObject({ code: 500, message: 'ລະຫັດ QR ນີ້ໝົດອາຍຸແລ້ວ, ກະລຸນາໂຫຼດໃໝ່ຢູ່ຄອມພິວເຕີ ແລ້ວສະແກນອີກຄັ້ງ' });
  });

  it('lets the phone decline, keeps a scanned code to its account, and refuses guests and strangers', async () => {
    const me = await phoneOf();
    const other = await phoneOf();
    const ticket = await newTicket();
    await scan(me, ticket);
    expect(await scan(other, ticket)).toMatchObject({ code: 500, message: 'This QR code has already been used; each code signs in once' });
    expect(await phone('/api/front/login/qr/cancel', { token: me.token, body: { ticket } })).toMatchObject({
      code: 200,
      message: 'Sign-in cancelled',
    });
    expect((await status(ticket)).data).toMatchObject({ status: 'cancelled', login: null });
    expect(await confirm(me, ticket)).toMatchObject({
      code: 500,
      message: 'This sign-in was cancelled; please refresh the QR code on the computer',
    });

    const guest = await phoneOf('visitor');
    expect(await scan(guest, await newTicket())).toMatchObject({
      code: 500,
      message: 'A guest account cannot sign in on another device; please sign in with your account',
    });
    expect(await scan({ ...me, token: '' }, await newTicket())).toMatchObject({ code: 401 });
    expect(await status('A'.repeat(43))).toMatchObject({
      code: 500,
      message: 'This QR code is not valid; please scan the code shown on the computer again',
    });
    expect(await status('short')).toMatchObject({
      code: 400,
      message: 'This QR code is not valid; please scan the code shown on the computer again',
    });
  });

  it('keeps only the ticket’s hash', async () => {
    const ticket = await newTicket();
    const r = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM qr_login_ticket WHERE ticket_hash = $1', [ticket]);
    expect(r.rows[0].n).toBe(0);
  });
});
