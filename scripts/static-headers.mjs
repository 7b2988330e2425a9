// The headers every static server of the storefront sends, whoever serves it: scripts/serve-static.mjs (npm start,
// the journeys) and nginx (deploy/nginx/, docker compose). deploy/nginx/mall-env.envsh computes the same policy in
// shell for the nginx image; scripts/serving-tests/ runs both servers on the built apps and checks they agree.
// The rules are listed in docs/serving.md.

/** Stripe.js, as Stripe's CSP guide lists it: the script, its frames (card fields, 3-D Secure) and its API. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Social sign-in scripts, as the providers' CSP guides list them: Google Identity Services (its script, its button
 * and popup frames, its calls and its stylesheet) and the Facebook JavaScript SDK (its script, its login frames, the
 * Graph API). Allowed only when the provider is configured (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID); a script served from
 * elsewhere (GOOGLE_GSI_SCRIPT_URL, FACEBOOK_SDK_URL: a mirror, the journeys' local provider) adds its origin.
 */
const GOOGLE = {
  script: 'https://accounts.google.com/gsi/client',
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};
const FACEBOOK = {
  script: 'https://connect.facebook.net',
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://graph.facebook.com'],
  style: [],
};

/** The sources each directive gains for the social sign-in providers configured in `env`. */
function socialSources(env) {
  const on = [];
  if (env.GOOGLE_CLIENT_ID) on.push([GOOGLE, env.GOOGLE_GSI_SCRIPT_URL]);
  if (env.FACEBOOK_APP_ID) on.push([FACEBOOK, env.FACEBOOK_SDK_URL]);
  const own = (url) => originOf(url);
  return {
    script: on.map(([p, url]) => (url ? own(url) : p.script)),
    connect: on.flatMap(([p, url]) => [...p.connect, url && own(url)]),
    frame: on.flatMap(([p]) => p.frame),
    style: on.flatMap(([p]) => p.style),
  };
}

/**
 * The customer-service chat engine (Chatwoot, CHATWOOT_BASE_URL, docs/customer-service.md): its widget SDK
 * (`<base>/packs/js/sdk.js`), the widget's frame and its calls all come from the engine's origin. Allowed only when
 * the engine is configured; the storefront loads the SDK only when a shopper opens customer service.
 */
const chatOrigin = (env) => originOf(env.CHATWOOT_BASE_URL);

/** The origin of an absolute http(s) URL; undefined for a relative one (the page's own origin, 'self'). */
function originOf(url) {
  if (!/^https?:\/\//i.test(url ?? '')) return undefined;
  return new URL(url).origin;
}

const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');

/**
 * The Content-Security-Policy of the storefront's pages: exactly the origins of the runtime configuration (the API
 * for data and pictures, each remote for its scripts, manifests, styles, pictures and fonts), the public picture
 * origin when pictures come from elsewhere (MEDIA_PUBLIC_URL), Stripe.js when card payment goes through
 * Stripe (STRIPE_PUBLISHABLE_KEY set), the social sign-in scripts of the providers that are configured, and the
 * customer-service chat engine when there is one (CHATWOOT_BASE_URL).
 * - No inline script: the runtime configuration is written into the host's page as a JSON data block, which
 *   browsers never execute (so no nonce or hash is needed, and a cached page stays valid).
 * - style-src 'unsafe-inline': emotion, a singleton shared by the host and every remote, writes each component's
 *   styles into <style> elements at run time. A nonce would have to reach every remote's emotion cache on every
 *   page load; injected CSS cannot run script, and every script source stays closed.
 * - frame-ancestors 'none': nothing frames the storefront (remotes' files are fetched as scripts, never framed).
 */
export function contentSecurityPolicy(config, env = process.env) {
  const api = originOf(config.apiBaseUrl);
  const remotes = Object.values(config.remotes).map(originOf);
  const media = originOf(env.MEDIA_PUBLIC_URL);
  const stripe = Boolean(env.STRIPE_PUBLISHABLE_KEY);
  const social = socialSources(env);
  const chat = chatOrigin(env);
  const frames = list(stripe && STRIPE.frame, social.frame, chat);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", remotes, stripe && STRIPE.script, social.script, chat)],
    ['style-src', list("'self'", "'unsafe-inline'", remotes, social.style)],
    ['img-src', list("'self'", 'data:', 'blob:', api, media, remotes)],
    ['font-src', list("'self'", 'data:', remotes)],
    ['connect-src', list("'self'", api, remotes, stripe && STRIPE.connect, social.connect, chat)],
    ['frame-src', frames || "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Every answer's security headers. Referrer-Policy strict-origin-when-cross-origin: a page's path (search words,
 * order numbers) never leaves the storefront's origin; the API, the remotes and Stripe see only the origin, which
 * Stripe.js needs to check the domain it runs on; nothing is sent on a downgrade to http.
 */
export function securityHeaders(config, env = process.env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, env),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

// Cache rules, checked in this order on the path (deploy/nginx/mall-static.conf holds the same two patterns):
// entries, manifests, pages and the runtime configuration are revalidated every time; content-hashed files are
// kept a year; anything else is revalidated.
export const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest(-stats)?\.json|mf-stats\.json|runtime-config\.json|[^/]*\.html)$/;
export const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControl(path) {
  if (NO_CACHE.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The element that carries the runtime configuration in the host's page (read by host/src/lib/runtime-config.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'mall-runtime-config';

/** JSON inside <script>: no "</script>" or "<!--" can close or change it. */
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

export function runtimeConfigBlock(config) {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
}
