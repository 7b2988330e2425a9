import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { hmacsign } from 'oauth-sign';

/**
 * Real protocol servers on loopback for the social sign-in tests (API tests and the journey): an OpenID Connect
 * issuer publishing its JWKS, a Graph API that checks app tokens and appsecret_proof, and an OAuth 1.0a server that
 * verifies every HMAC-SHA1 signature (with oauth-sign, an implementation independent of the API's oauth-1.0a).
 */

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, url: URL, res: ServerResponse) => unknown;

async function serve(handler: Handler, port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    Promise.resolve(handler(req, url, res)).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const json = (res: ServerResponse, status: number, body: unknown): void =>
  void res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body));

// ---- OpenID Connect issuer ------------------------------------------------------------------------------------

export interface LocalIssuer extends LocalServer {
  issuer: string;
  jwksUrl: string;
  /** An ID token signed by the issuer's published key; `claims` override the defaults (iss, aud, iat, exp). */
  idToken(claims: JWTPayload, opts?: { audience?: string; expiresIn?: string | number; issuer?: string }): Promise<string>;
  /** The same, signed by a key the issuer never published (same key id): a forged token. */
  forgedToken(claims: JWTPayload): Promise<string>;
  /** How many times the JWKS was fetched. */
  jwksFetches(): number;
}

export async function startIssuer(clientId: string, port = 0): Promise<LocalIssuer> {
  const kid = `test-${randomBytes(4).toString('hex')}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const { server, url } = await serve((req, u, res) => {
    if (u.pathname === '/certs') {
      fetches += 1;
      return json(res, 200, { keys: [jwk] });
    }
    if (u.pathname === '/.well-known/openid-configuration') return json(res, 200, { issuer: url, jwks_uri: `${url}/certs` });
    return json(res, 404, { error: 'not found' });
  }, port);
  const sign = (
    key: Parameters<SignJWT['sign']>[0],
    claims: JWTPayload,
    opts: { audience?: string; expiresIn?: string | number; issuer?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(opts.issuer ?? url)
      .setAudience(opts.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(key);
  return {
    url,
    issuer: url,
    jwksUrl: `${url}/certs`,
    idToken: (claims, opts) => sign(privateKey, claims, opts),
    forgedToken: (claims) => sign(forger.privateKey, claims),
    jwksFetches: () => fetches,
    close: () => closeServer(server),
  };
}

// ---- Facebook Graph API --------------------------------------------------------------------------------------

export interface GraphPerson {
  id: string;
  name: string;
  email?: string;
}

export interface LocalGraph extends LocalServer {
  appId: string;
  appSecret: string;
  /** A user access token for `person`, issued to `appId` (another app's when given), expiring as given. */
  issue(person: GraphPerson, opts?: { appId?: string; expired?: boolean }): string;
  /** Requests the Graph API refused for a wrong app token or appsecret_proof. */
  refusedCalls(): number;
}

export async function startGraph(port = 0): Promise<LocalGraph> {
  const appId = `app${randomBytes(4).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  const tokens = new Map<string, { person: GraphPerson; appId: string; expiresAt: number }>();
  let refusedCalls = 0;
  const oauthError = (res: ServerResponse, message: string) => {
    refusedCalls += 1;
    json(res, 400, { error: { message, type: 'OAuthException', code: 190 } });
  };
  const { server, url } = await serve((req, u, res) => {
    const q = u.searchParams;
    if (u.pathname.endsWith('/debug_token')) {
      if (q.get('access_token') !== `${appId}|${appSecret}`) return oauthError(res, 'Invalid app access token');
      const t = tokens.get(q.get('input_token') ?? '');
      if (!t) return json(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      const valid = t.expiresAt * 1000 > Date.now();
      return json(res, 200, {
        data: {
          app_id: t.appId,
          type: 'USER',
          is_valid: valid,
          expires_at: t.expiresAt,
          user_id: t.person.id,
          scopes: ['email', 'public_profile'],
        },
      });
    }
    if (u.pathname.endsWith('/me')) {
      const token = q.get('access_token') ?? '';
      const t = tokens.get(token);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (!t || t.expiresAt * 1000 <= Date.now()) return oauthError(res, 'Error validating access token');
      if (q.get('appsecret_proof') !== proof) return oauthError(res, 'Invalid appsecret_proof provided in the API argument');
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const answer = Object.fromEntries(fields.filter((f) => f in t.person).map((f) => [f, t.person[f as keyof GraphPerson]]));
      return json(res, 200, answer);
    }
    return json(res, 404, { error: { message: 'Unknown path' } });
  }, port);
  return {
    url: `${url}/v19.0`,
    appId,
    appSecret,
    issue(person, opts = {}) {
      const token = `EAA${randomBytes(24).toString('hex')}`;
      const expiresAt = Math.floor(Date.now() / 1000) + (opts.expired ? -60 : 3600);
      tokens.set(token, { person, appId: opts.appId ?? appId, expiresAt });
      return token;
    },
    refusedCalls: () => refusedCalls,
    close: () => closeServer(server),
  };
}

// ---- Twitter OAuth 1.0a ----------------------------------------------------------------------------------------

export interface TwitterPerson {
  id_str: string;
  name: string;
  screen_name: string;
  email?: string | null;
}

export interface LocalTwitter extends LocalServer {
  consumerKey: string;
  consumerSecret: string;
  /** The user `person` authorises request token `token` at Twitter: where Twitter sends the browser back. */
  authorise(authorizationUrl: string, person: TwitterPerson): Promise<string>;
  /** Who approves when a browser opens /oauth/authorize (it is sent back to the callback at once). */
  approveAs(person: TwitterPerson): void;
  /** Requests refused for a bad signature. */
  badSignatures(): number;
}

function parseOAuthHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const params: Record<string, string> = {};
  for (const part of header.slice(6).split(',')) {
    const m = /^\s*([^=]+)="([^"]*)"\s*$/.exec(part);
    if (!m) return null;
    params[decodeURIComponent(m[1])] = decodeURIComponent(m[2]);
  }
  return params;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function startTwitter(port = 0): Promise<LocalTwitter> {
  const consumerKey = `ck${randomBytes(8).toString('hex')}`;
  const consumerSecret = randomBytes(20).toString('hex');
  const requestTokens = new Map<string, { secret: string; callback: string; verifier?: string; person?: TwitterPerson }>();
  const accessTokens = new Map<string, { secret: string; person: TwitterPerson }>();
  let bad = 0;
  let base = '';
  let approver: TwitterPerson | null = null;

  /** The callback address with the verifier, once `person` approved `token`; null for an unknown token. */
  function approve(token: string, person: TwitterPerson): string | null {
    const pending = requestTokens.get(token);
    if (!pending) return null;
    pending.verifier = randomBytes(12).toString('hex');
    pending.person = person;
    const back = new URL(pending.callback);
    back.searchParams.set('oauth_token', token);
    back.searchParams.set('oauth_verifier', pending.verifier);
    return back.toString();
  }
  const form = (res: ServerResponse, body: Record<string, string>) =>
    res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' }).end(new URLSearchParams(body).toString());
  const unauthorised = (res: ServerResponse, why: string) => {
    bad += 1;
    json(res, 401, { errors: [{ code: 32, message: why }] });
  };

  /** Verifies the request's signature with the secret of its token (if any): its oauth params, or null. */
  function verified(req: IncomingMessage, u: URL, tokenSecret: (token: string) => string | undefined): Record<string, string> | null {
    const oauth = parseOAuthHeader(req.headers.authorization);
    if (!oauth || oauth.oauth_consumer_key !== consumerKey || oauth.oauth_signature_method !== 'HMAC-SHA1') return null;
    const age = Math.abs(Date.now() / 1000 - Number(oauth.oauth_timestamp));
    if (!(age < 300) || !oauth.oauth_nonce) return null;
    const secret = oauth.oauth_token ? tokenSecret(oauth.oauth_token) : '';
    if (secret === undefined) return null;
    const { oauth_signature: signature, ...signedParams } = oauth;
    const params = { ...Object.fromEntries(u.searchParams), ...signedParams };
    const expected = hmacsign(req.method ?? 'GET', `${base}${u.pathname}`, params, consumerSecret, secret);
    return same(expected, signature ?? '') ? oauth : null;
  }

  const { server, url } = await serve((req, u, res) => {
    if (u.pathname === '/oauth/request_token' && req.method === 'POST') {
      const oauth = verified(req, u, () => undefined);
      if (!oauth || !oauth.oauth_callback) return unauthorised(res, 'Could not authenticate you.');
      const token = randomBytes(16).toString('hex');
      const secret = randomBytes(16).toString('hex');
      requestTokens.set(token, { secret, callback: oauth.oauth_callback });
      return form(res, { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
    }
    if (u.pathname === '/oauth/access_token' && req.method === 'POST') {
      const oauth = verified(req, u, (t) => requestTokens.get(t)?.secret);
      const pending = oauth ? requestTokens.get(oauth.oauth_token) : undefined;
      if (!oauth || !pending) return unauthorised(res, 'Invalid request token.');
      if (!pending.verifier || pending.verifier !== oauth.oauth_verifier || !pending.person)
        return unauthorised(res, 'Error processing your OAuth request: Invalid oauth_verifier parameter');
      requestTokens.delete(oauth.oauth_token);
      const token = `${pending.person.id_str}-${randomBytes(12).toString('hex')}`;
      const secret = randomBytes(16).toString('hex');
      accessTokens.set(token, { secret, person: pending.person });
      return form(res, {
        oauth_token: token,
        oauth_token_secret: secret,
        user_id: pending.person.id_str,
        screen_name: pending.person.screen_name,
      });
    }
    if (u.pathname === '/oauth/authorize' && req.method === 'GET') {
      const back = approver && approve(u.searchParams.get('oauth_token') ?? '', approver);
      if (!back) return json(res, 400, { errors: [{ code: 89, message: 'Invalid or expired token.' }] });
      return void res.writeHead(302, { location: back }).end();
    }
    if (u.pathname === '/1.1/account/verify_credentials.json' && req.method === 'GET') {
      const oauth = verified(req, u, (t) => accessTokens.get(t)?.secret);
      const holder = oauth ? accessTokens.get(oauth.oauth_token) : undefined;
      if (!holder) return unauthorised(res, 'Could not authenticate you.');
      const { email, ...person } = holder.person;
      return json(res, 200, { ...person, ...(u.searchParams.get('include_email') === 'true' ? { email: email ?? null } : {}) });
    }
    return json(res, 404, { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] });
  }, port);
  base = url;

  return {
    url,
    consumerKey,
    consumerSecret,
    async authorise(authorizationUrl, person) {
      const token = new URL(authorizationUrl).searchParams.get('oauth_token') ?? '';
      const back = approve(token, person);
      if (!back) throw new Error(`unknown request token ${token}`);
      return back;
    },
    approveAs(person) {
      approver = person;
    },
    badSignatures: () => bad,
    close: () => closeServer(server),
  };
}
