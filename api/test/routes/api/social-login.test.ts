import { issueToken } from '../../../src/services/auth/tokens';
import { startApi, type TestApi } from '../../helper';
import { startGraph, startIssuer, startTwitter, type LocalGraph, type LocalIssuer, type LocalTwitter } from '../../social-providers';

const CLIENT_ID = 'mall-test.apps.googleusercontent.com';
const CALLBACK = 'http://localhost:3000/middlewares/callback_twitter';

let api: TestApi;
let off: TestApi;
/** Misconfigured: Google's keys unreachable, a wrong Facebook app secret, a wrong Twitter consumer secret. */
let wrong: TestApi;
let issuer: LocalIssuer;
let graph: LocalGraph;
let twitter: LocalTwitter;
let serial = 0;

beforeAll(async () => {
  [issuer, graph, twitter] = await Promise.all([startIssuer(CLIENT_ID), startGraph(), startTwitter()]);
  api = await startApi({
    rateLimit: { signInPerMinute: 1000 },
    social: {
      google: { clientId: CLIENT_ID, issuer: issuer.issuer, jwksUrl: issuer.jwksUrl },
      facebook: { appId: graph.appId, appSecret: graph.appSecret, graphUrl: graph.url },
      twitter: { consumerKey: twitter.consumerKey, consumerSecret: twitter.consumerSecret, apiUrl: twitter.url, callbackUrl: CALLBACK },
    },
  });
  // The default: no provider configured.
  off = await startApi({ social: { google: null, facebook: null, twitter: null } });
  wrong = await startApi({
    social: {
      google: { clientId: CLIENT_ID, issuer: issuer.issuer, jwksUrl: 'http://127.0.0.1:9/certs' },
      facebook: { appId: graph.appId, appSecret: 'wrong', graphUrl: graph.url },
      twitter: { consumerKey: twitter.consumerKey, consumerSecret: 'wrong', apiUrl: twitter.url, callbackUrl: CALLBACK },
    },
  });
}, 90_000);
afterAll(async () => {
  await Promise.all([api?.close(), off?.close(), wrong?.close(), issuer?.close(), graph?.close(), twitter?.close()]);
});

const unique = (name: string) => `${name}-${++serial}-${Date.now().toString(36)}@mall.test`;
const sub = () => `1${Date.now()}${++serial}`;

async function account(email: string, type: 'email' | 'visitor' = 'email'): Promise<number> {
  const r = await api.db.query<{ id: number }>(
    `INSERT INTO app_user (email, nickname, user_type, password_hash) VALUES ($1, 'Existing', $2, 'x') RETURNING id`,
    [email, type],
  );
  return r.rows[0].id;
}

const google = (idToken: string, lang?: string, to: TestApi = api) =>
  to.call('/api/front/login/google', { method: 'POST', body: idToken, lang });
const facebook = (body: Record<string, unknown>, lang?: string, to: TestApi = api) =>
  to.call('/api/front/login/facebook', { method: 'POST', body, lang });

describe('login/method/info', () => {
  it('turns each provider on with its credentials and off without them', async () => {
    expect((await api.call('/api/front/login/method/info')).data).toMatchObject({
      twitterOpen: true,
      googleOpen: true,
      facebookOpen: true,
      googleClientId: CLIENT_ID,
      facebookAppId: graph.appId,
    });
    expect((await off.call('/api/front/login/method/info')).data).toMatchObject({
      twitterOpen: false,
      googleOpen: false,
      facebookOpen: false,
      googleClientId: '',
      facebookAppId: '',
    });
  });

  it('refuses every provider that is not configured, in the shopper’s language', async () => {
    expect(await google(await issuer.idToken({ sub: sub() }), 'fr', off)).toMatchObject({
      code: 500,
      message: 'La connexion avec Google n’est pas configurée',
      data: null,
    });
    expect(await facebook({ accessToken: 'x' }, 'zh-CN', off)).toMatchObject({ code: 500, message: '未配置 Facebook 登录' });
    expect(await off.call('/api/front/login/twitter/request/token?end=pc', { lang: 'th' })).toMatchObject({
      code: 500,
      message: 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย Twitter',
    });
    expect(
      await off.call('/api/front/login/twitter', { method: 'POST', body: { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' } }),
    ).toMatchObject({ code: 500, message: 'Twitter sign-in is not configured' });
  });
});

describe('Google sign-in', () => {
  it('creates a google account for a new identity, then signs the same identity in to it', async () => {
    const email = unique('g-new');
    const id = sub();
    const token = await issuer.idToken({ sub: id, email, email_verified: true, name: 'Ana Google' });
    const first = await google(token);
    expect(first).toMatchObject({
      code: 200,
      data: { type: 'register', userType: 'google', email, nikeName: 'Ana Google', token: expect.any(String) },
    });
    const info = await api.call('/api/front/user/info', { token: first.data.token });
    expect(info.data).toMatchObject({ email, userType: 'google', nickname: 'Ana Google' });

    // The contract's raw (unquoted) string body works too; the same identity signs in to the same account.
    const raw = await fetch(`${api.url}/api/front/login/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await issuer.idToken({ sub: id, email, email_verified: true }),
    });
    const again = await raw.json();
    expect(again).toMatchObject({ code: 200, data: { type: 'login', uid: first.data.uid } });
    const rows = await api.db.query('SELECT provider, subject, user_id FROM social_identity WHERE subject = $1', [id]);
    expect(rows.rows).toEqual([{ provider: 'google', subject: id, user_id: first.data.uid }]);
  });

  it('links the registered account of a verified email, which keeps its own sign-in', async () => {
    const email = unique('g-link');
    const uid = await account(email);
    const r = await google(await issuer.idToken({ sub: sub(), email: email.toUpperCase(), email_verified: true }));
    expect(r).toMatchObject({ code: 200, message: 'Login successful', data: { type: 'login', uid, userType: 'email', email } });
  });

  it('refuses an unverified email that has an account, and creates an account without it otherwise', async () => {
    const email = unique('g-unverified');
    await account(email);
    const r = await google(await issuer.idToken({ sub: sub(), email, email_verified: false }), 'fr');
    expect(r).toMatchObject({
      code: 500,
      data: null,
      message: expect.stringMatching(/^Impossible de vous connecter avec ce compte Google : son adresse e-mail n’est pas vérifiée/),
    });

    const fresh = unique('g-unverified-new');
    const created = await google(await issuer.idToken({ sub: sub(), email: fresh, email_verified: false, name: 'Sans Mail' }));
    expect(created).toMatchObject({ code: 200, data: { type: 'register', email: '', userType: 'google' } });
  });

  it('does not link to a guest account with the same email', async () => {
    const email = unique('g-guest');
    const guest = await account(email, 'visitor');
    const r = await google(await issuer.idToken({ sub: sub(), email, email_verified: true }));
    expect(r).toMatchObject({ code: 200, data: { type: 'register', userType: 'google', email } });
    expect(r.data.uid).not.toBe(guest);
  });

  it('refuses a second Google identity for an account already linked to one', async () => {
    const email = unique('g-twice');
    await account(email);
    expect(await google(await issuer.idToken({ sub: sub(), email, email_verified: true }))).toMatchObject({ code: 200 });
    const other = await google(await issuer.idToken({ sub: sub(), email, email_verified: true }), 'zh-CN');
    expect(other).toMatchObject({ code: 500, message: '当前用户无法使用此 Google 账号登录：该邮箱的账号已绑定另一个 Google 账号' });
  });

  it('refuses a token for another client, from another issuer, expired, forged or malformed', async () => {
    const claims = { sub: sub(), email: unique('g-bad'), email_verified: true };
    const invalid = { code: 500, data: null, message: 'Your Google sign-in could not be verified; please try again' };
    expect(await google(await issuer.idToken(claims, { audience: 'someone-else.apps.googleusercontent.com' }))).toMatchObject(invalid);
    expect(await google(await issuer.idToken(claims, { issuer: 'https://evil.example' }))).toMatchObject(invalid);
    expect(await google(await issuer.forgedToken(claims))).toMatchObject(invalid);
    expect(await google('not-a-jwt-at-all-but-long-enough')).toMatchObject(invalid);
    expect(await google(await issuer.idToken(claims, { expiresIn: Math.floor(Date.now() / 1000) - 120 }), 'th')).toMatchObject({
      code: 500,
      message: 'การเข้าสู่ระบบด้วย Google ของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบด้วย Google อีกครั้ง',
    });
    expect(await api.call('/api/front/login/google', { method: 'POST', body: { idToken: 'x' }, lang: 'lao' })).toMatchObject({
      code: 500,
      message: 'ບໍ່ສາມາດຢືນຢັນການເຂົ້າສູ່ລະບົບດ້ວຍ Google ຂອງທ່ານໄດ້, ກະລຸນາລອງໃໝ່',
    });
    const count = await api.db.query('SELECT count(*)::int AS n FROM app_user WHERE email = $1', [claims.email]);
    expect(count.rows[0].n).toBe(0);
  });

  it('says Google is unreachable when its keys cannot be fetched', async () => {
    expect(await google(await issuer.idToken({ sub: sub() }), 'en', wrong)).toMatchObject({
      code: 500,
      message: 'Google could not be reached; please try again later or sign in another way',
    });
  });
});

describe('Facebook sign-in', () => {
  it('checks the token with the Graph API, creates then signs in the same account', async () => {
    const person = { id: sub(), name: 'Fatima Facebook', email: unique('fb-new') };
    const first = await facebook({ accessToken: graph.issue(person), id: person.id, name: 'ignored', email: 'ignored@x.test' });
    expect(first).toMatchObject({
      code: 200,
      data: { type: 'register', userType: 'facebook', email: person.email, nikeName: 'Fatima Facebook' },
    });
    const again = await facebook({ accessToken: graph.issue(person) });
    expect(again).toMatchObject({ code: 200, data: { type: 'login', uid: first.data.uid } });
    expect(graph.refusedCalls()).toBe(0);
  });

  it('links the account of the email Facebook answers', async () => {
    const email = unique('fb-link');
    const uid = await account(email);
    expect(await facebook({ accessToken: graph.issue({ id: sub(), name: 'Linked', email }) })).toMatchObject({
      code: 200,
      data: { type: 'login', uid, userType: 'email' },
    });
  });

  it('creates an account without email when Facebook has none', async () => {
    expect(await facebook({ accessToken: graph.issue({ id: sub(), name: 'No Mail' }) })).toMatchObject({
      code: 200,
      data: { type: 'register', email: '', nikeName: 'No Mail' },
    });
  });

  it('refuses an unknown, expired or foreign-app token, and a body naming someone else', async () => {
    const person = { id: sub(), name: 'Bad', email: unique('fb-bad') };
    expect(await facebook({ accessToken: 'EAAunknown' }, 'fr')).toMatchObject({
      code: 500,
      data: null,
      message: 'Votre connexion avec Facebook n’a pas pu être vérifiée ; veuillez réessayer',
    });
    expect(await facebook({ accessToken: graph.issue(person, { expired: true }) })).toMatchObject({
      code: 500,
      message: 'Your Facebook sign-in has expired; please sign in with Facebook again',
    });
    expect(await facebook({ accessToken: graph.issue(person, { appId: 'another-app' }) })).toMatchObject({
      code: 500,
      message: 'Your Facebook sign-in could not be verified; please try again',
    });
    expect(await facebook({ accessToken: graph.issue(person), id: 'someone-else' })).toMatchObject({
      code: 500,
      message: 'Your Facebook sign-in could not be verified; please try again',
    });
    // The contract's body alone (no token) is a claim, not a proof.
    expect(await facebook({ id: person.id, name: person.name, email: person.email })).toMatchObject({
      code: 400,
      message: 'The field “accessToken” is required',
    });
    const count = await api.db.query('SELECT count(*)::int AS n FROM app_user WHERE email = $1', [person.email]);
    expect(count.rows[0].n).toBe(0);
  });

  it('is refused by the Graph API when the app secret is wrong', async () => {
    const before = graph.refusedCalls();
    expect(await facebook({ accessToken: graph.issue({ id: sub(), name: 'X' }) }, 'en', wrong)).toMatchObject({
      code: 500,
      message: 'Your Facebook sign-in could not be verified; please try again',
    });
    expect(graph.refusedCalls()).toBe(before + 1);
  });
});

describe('Twitter sign-in (OAuth 1.0a)', () => {
  async function twitterSignIn(person: Parameters<LocalTwitter['authorise']>[1], lang?: string) {
    const step1 = await api.call('/api/front/login/twitter/request/token?end=pc');
    expect(step1).toMatchObject({
      code: 200,
      data: {
        token: expect.any(String),
        tokenSecret: expect.any(String),
        authorizationURL: expect.stringContaining(`${twitter.url}/oauth/authorize?oauth_token=`),
      },
    });
    const back = new URL(await twitter.authorise(step1.data.authorizationURL, person));
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    return api.call('/api/front/login/twitter', {
      method: 'POST',
      lang,
      body: {
        oauthToken: step1.data.token,
        oauthTokenSecret: step1.data.tokenSecret,
        oauthVerifier: back.searchParams.get('oauth_verifier'),
      },
    });
  }

  it('goes request token → authorise → callback → access token → account, with signatures the server verified', async () => {
    const person = { id_str: sub(), name: 'Tom Twitter', screen_name: 'tom', email: unique('tw-new') };
    const first = await twitterSignIn(person);
    expect(first).toMatchObject({
      code: 200,
      data: { type: 'register', userType: 'twitter', email: person.email, nikeName: 'Tom Twitter' },
    });
    expect((await twitterSignIn(person)).data).toMatchObject({ type: 'login', uid: first.data.uid });
    expect(twitter.badSignatures()).toBe(0);
  });

  it('links the account of the email Twitter verified', async () => {
    const email = unique('tw-link');
    const uid = await account(email);
    expect(await twitterSignIn({ id_str: sub(), name: 'Linked', screen_name: 'linked', email })).toMatchObject({
      code: 200,
      data: { uid, type: 'login' },
    });
  });

  it('refuses a wrong verifier, a tampered token secret and a verifier used twice', async () => {
    const step1 = await api.call('/api/front/login/twitter/request/token?end=pc');
    const back = new URL(await twitter.authorise(step1.data.authorizationURL, { id_str: sub(), name: 'X', screen_name: 'x' }));
    const verifier = back.searchParams.get('oauth_verifier')!;
    const login = (body: Record<string, string>) => api.call('/api/front/login/twitter', { method: 'POST', body, lang: 'fr' });
    const invalid = { code: 500, data: null, message: 'Votre connexion avec Twitter n’a pas pu être vérifiée ; veuillez réessayer' };
    const before = twitter.badSignatures();
    expect(await login({ oauthToken: step1.data.token, oauthTokenSecret: 'tampered', oauthVerifier: verifier })).toMatchObject(invalid);
    expect(twitter.badSignatures()).toBe(before + 1);
    expect(await login({ oauthToken: step1.data.token, oauthTokenSecret: step1.data.tokenSecret, oauthVerifier: 'wrong' })).toMatchObject(
      invalid,
    );
    expect(await login({ oauthToken: step1.data.token, oauthTokenSecret: step1.data.tokenSecret, oauthVerifier: verifier })).toMatchObject({
      code: 200,
    });
    expect(await login({ oauthToken: step1.data.token, oauthTokenSecret: step1.data.tokenSecret, oauthVerifier: verifier })).toMatchObject(
      invalid,
    );
  });

  it('refuses a request token when the consumer secret is wrong', async () => {
    const before = twitter.badSignatures();
    expect(await wrong.call('/api/front/login/twitter/request/token?end=pc')).toMatchObject({
      code: 500,
      data: null,
      message: 'Your Twitter sign-in could not be verified; please try again',
    });
    expect(twitter.badSignatures()).toBe(before + 1);
  });
});

describe('a session from social sign-in', () => {
  it('is an ordinary session of the account', async () => {
    const email = unique('g-session');
    const uid = await account(email);
    const r = await google(await issuer.idToken({ sub: sub(), email, email_verified: true }));
    const mine = await api.call('/api/front/user/info', { token: r.data.token });
    expect(mine.data.email).toBe(email);
    // The password session of the same account still works beside it.
    const other = await issueToken(api.db, uid, 'local2');
    expect((await api.call('/api/front/user/info', { token: other })).data.email).toBe(email);
  });
});
