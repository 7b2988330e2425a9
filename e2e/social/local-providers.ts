// The journey's own Google: an OpenID Connect issuer on loopback (api/test/social-providers.ts: jose keys and a
// JWKS the API fetches) and, since Google Identity Services cannot load here (no internet), a stand-in for its
// script served from the same origin (the storefront loads it through GOOGLE_GSI_SCRIPT_URL). The stand-in offers
// the same browser API the storefront uses — google.accounts.id.initialize({client_id, callback}) and
// renderButton(parent, options) — and its button hands the callback an ID token the issuer signed for the client
// id the page passed. What it does not prove: the real GIS script's UI (account chooser, FedCM, its iframe) and
// Google's own keys.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startIssuer, type LocalIssuer } from '../../api/test/social-providers';

type JWTPayload = Parameters<LocalIssuer['idToken']>[0];

export const TEST_CLIENT_ID = 'mall-journey.apps.googleusercontent.com';
/** The stand-in button's accessible name. */
export const LOCAL_GOOGLE_BUTTON = 'Google (local test issuer)';

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

export interface LocalGoogle {
  issuer: LocalIssuer;
  /** GOOGLE_GSI_SCRIPT_URL for the storefront's static server. */
  scriptUrl: string;
  /** Who signs in at the next click, and how the token is made. */
  next(person: JWTPayload, opts?: { expired?: boolean }): void;
  /** How often the storefront fetched the script. */
  scriptLoads(): number;
  close(): Promise<void>;
}

export async function startLocalGoogle(): Promise<LocalGoogle> {
  const issuer = await startIssuer(TEST_CLIENT_ID);
  let person: JWTPayload = { sub: '1' };
  let expired = false;
  let loads = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/gsi/client') {
      loads += 1;
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(GIS_STAND_IN);
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
    scriptUrl: `${origin}/gsi/client`,
    next(p, opts = {}) {
      person = p;
      expired = opts.expired === true;
    },
    scriptLoads: () => loads,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await issuer.close();
    },
  };
}
