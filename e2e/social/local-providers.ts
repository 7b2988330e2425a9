// The journey's own providers, on loopback (api/test/social-providers.ts): an OpenID Connect issuer (jose keys and a
// JWKS the API fetches), a Graph API (checks the app token and appsecret_proof) and an OAuth 1.0a server (verifies
// every signature; its /oauth/authorize approves as the journey's Twitter user and sends the browser back).
// Google Identity Services and the Facebook SDK cannot load here (no internet): stand-ins for both scripts are served
// from one origin (the storefront loads them through GOOGLE_GSI_SCRIPT_URL and FACEBOOK_SDK_URL). They offer the
// browser API the storefront uses — google.accounts.id.initialize({client_id, callback}) / renderButton(parent,
// options), FB.init({appId}) / FB.login(callback) — and hand over an ID token the issuer signed for the page's client
// id, or an access token the Graph API issued for the page's app id. What they do not prove: the real scripts' UI
// (account chooser, FedCM, popups) and the real providers' keys and endpoints.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startGraph,
  startIssuer,
  startTwitter,
  type GraphPerson,
  type LocalGraph,
  type LocalIssuer,
  type LocalTwitter,
} from '../../api/test/social-providers';

type JWTPayload = Parameters<LocalIssuer['idToken']>[0];

export const TEST_CLIENT_ID = 'mall-journey.apps.googleusercontent.com';
/** The stand-in button's accessible name. */
export const LOCAL_GOOGLE_BUTTON = 'Google (local test issuer)';

const FB_STAND_IN = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var appId = null;
  window.FB = {
    init: function (c) { appId = c.appId; },
    login: function (callback) {
      fetch(origin + '/fb-token?app=' + encodeURIComponent(appId))
        .then(function (r) { return r.text(); })
        .then(function (token) { callback(token ? { status: 'connected', authResponse: { accessToken: token } } : { status: 'unknown', authResponse: null }); });
    },
  };
})();`;

const GIS_STAND_IN = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var config = null;
  window.google = { accounts: { id: {
    initialize: function (c) { config = c; },
    renderButton: function (parent, options) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'G';
      button.setAttribute('aria-label', ${JSON.stringify(LOCAL_GOOGLE_BUTTON)});
      button.dataset.options = JSON.stringify(options);
      button.onclick = function () {
        fetch(origin + '/id-token?aud=' + encodeURIComponent(config.client_id))
          .then(function (r) { return r.text(); })
          .then(function (credential) { config.callback({ credential: credential, select_by: 'btn' }); });
      };
      parent.appendChild(button);
    },
  } } };
})();`;

export interface LocalProviders {
  issuer: LocalIssuer;
  graph: LocalGraph;
  twitter: LocalTwitter;
  /** GOOGLE_GSI_SCRIPT_URL and FACEBOOK_SDK_URL for the storefront's static server. */
  scriptUrl: string;
  sdkUrl: string;
  /** Who signs in with Google at the next click, and how the token is made. */
  next(person: JWTPayload, opts?: { expired?: boolean }): void;
  /** Who signs in with Facebook at the next FB.login (null: the shopper closes Facebook's window). */
  nextFacebook(person: GraphPerson | null): void;
  /** How often the storefront fetched the Google script. */
  scriptLoads(): number;
  close(): Promise<void>;
}

export async function startLocalProviders(): Promise<LocalProviders> {
  const [issuer, graph, twitter] = await Promise.all([startIssuer(TEST_CLIENT_ID), startGraph(), startTwitter()]);
  let person: JWTPayload = { sub: '1' };
  let facebookPerson: GraphPerson | null = null;
  let expired = false;
  let loads = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/gsi/client') {
      loads += 1;
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(GIS_STAND_IN);
      return;
    }
    if (url.pathname === '/fb/sdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(FB_STAND_IN);
      return;
    }
    if (url.pathname === '/fb-token') {
      const token = facebookPerson ? graph.issue(facebookPerson, { appId: url.searchParams.get('app') ?? '' }) : '';
      res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end(token);
      return;
    }
    if (url.pathname === '/id-token') {
      const audience = url.searchParams.get('aud') ?? '';
      void issuer.idToken(person, { audience, ...(expired && { expiresIn: Math.floor(Date.now() / 1000) - 120 }) }).then((token) => {
        res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end(token);
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    graph,
    twitter,
    scriptUrl: `${origin}/gsi/client`,
    sdkUrl: `${origin}/fb/sdk.js`,
    next(p, opts = {}) {
      person = p;
      expired = opts.expired === true;
    },
    nextFacebook(p) {
      facebookPerson = p;
    },
    scriptLoads: () => loads,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([issuer.close(), graph.close(), twitter.close()]);
    },
  };
}
