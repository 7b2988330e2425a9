// The Content-Security-Policy and runtime configuration are computed twice: in JavaScript for the Node server
// (scripts/static-headers.mjs, runtimeConfigFromEnv in @mall/platform/runtime-config) and in shell for the nginx image
// (deploy/nginx/mall-env.envsh). Both must give the same answer for the same environment.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** The Node server's policy and configuration (ES modules: asked through node, as compose.test does). */
function fromNode(env: Record<string, string>): { csp: string; config: unknown } {
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    import { contentSecurityPolicy } from ${JSON.stringify(join(root, 'scripts', 'static-headers.mjs'))};
    import { runtimeConfigFromEnv } from ${JSON.stringify(join(root, 'scripts', 'serve-static.mjs'))};
    const env = JSON.parse(process.argv[1]);
    const config = runtimeConfigFromEnv(env);
    process.stdout.write(JSON.stringify({ csp: contentSecurityPolicy(config, env), config }));
  `,
      JSON.stringify(env),
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

/** What the nginx image's entrypoint exports after sourcing mall-env.envsh. */
function fromShell(env: Record<string, string>): { status: number; csp: string; config: unknown; err: string } {
  const r = spawnSync(
    'sh',
    ['-c', `. ${JSON.stringify(join(root, 'deploy', 'nginx', 'mall-env.envsh'))} && printf '%s\\n%s' "$MALL_CSP" "$MALL_RUNTIME_CONFIG"`],
    {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      encoding: 'utf8',
    },
  );
  const [csp, config] = r.stdout.split('\n');
  return { status: r.status ?? 1, csp, config: r.status === 0 ? JSON.parse(config) : undefined, err: r.stderr };
}

const CASES: Array<[string, Record<string, string>]> = [
  ['the defaults (npm start)', {}],
  ['other ports', { API_PORT: '9080', CATALOG_PORT: '4001', ORDER_CENTER_PORT: '4004' }],
  [
    'remotes on a CDN, two of them on one origin, Stripe, pictures from a bucket',
    {
      API_BASE_URL: 'https://API.shop.example:443',
      REMOTE_CATALOG_URL: 'https://cdn.shop.example/catalog/0.2.0/mf-manifest.json',
      REMOTE_CHECKOUT_URL: 'https://cdn.shop.example/checkout/mf-manifest.json',
      REMOTE_ORDER_CENTER_URL: 'http://orders.shop.example:80/mf-manifest.json',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      MEDIA_PUBLIC_URL: 'https://bucket.shop.example/mall-media',
    },
  ],
  [
    'one origin, relative URLs',
    {
      API_BASE_URL: '/',
      REMOTE_CATALOG_URL: '/remotes/catalog/mf-manifest.json',
      REMOTE_MERCHANT_STREET_URL: '/remotes/merchant-street/mf-manifest.json',
      REMOTE_CHECKOUT_URL: '/remotes/checkout/mf-manifest.json',
      REMOTE_ORDER_CENTER_URL: '/remotes/order-center/mf-manifest.json',
      REMOTE_MERCHANT_SETTLEMENT_URL: '/remotes/merchant-settlement/mf-manifest.json',
    },
  ],
  [
    'Google and Facebook sign-in with their own scripts, beside Stripe',
    { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', FACEBOOK_APP_ID: '1234', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' },
  ],
  [
    'Google and Facebook scripts from elsewhere (a mirror, the journey’s local provider)',
    {
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:3190/gsi/client',
      FACEBOOK_APP_ID: '1',
      FACEBOOK_SDK_URL: 'https://mirror.shop.example/fb/sdk.js',
    },
  ],
  [
    'the customer-service chat engine beside Stripe and Google',
    { CHATWOOT_BASE_URL: 'https://Chat.shop.example:443/', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', GOOGLE_CLIENT_ID: 'x' },
  ],
];

describe('the static servers’ policy, in JavaScript and in shell', () => {
  it.each(CASES)('is the same for %s', (_name, env) => {
    const node = fromNode(env);
    const shell = fromShell(env);
    expect(shell.err).toBe('');
    expect(shell.config).toEqual(node.config);
    expect(shell.csp).toBe(node.csp);
  });

  it('allows a social provider’s script, frames and calls only when it is configured', () => {
    const off = fromNode({}).csp;
    expect(off).not.toMatch(/google|facebook/);
    expect(off).toContain("frame-src 'none'");
    const on = fromNode({ GOOGLE_CLIENT_ID: 'x', FACEBOOK_APP_ID: '1' });
    expect(on.csp).toContain('https://accounts.google.com/gsi/client https://connect.facebook.net;');
    expect(on.csp).toContain('frame-src https://accounts.google.com/gsi/ https://www.facebook.com https://web.facebook.com;');
    expect(on.csp).toContain('https://accounts.google.com/gsi/style;');
    expect(on.config).not.toHaveProperty('googleScriptUrl');
    const local = fromNode({ GOOGLE_CLIENT_ID: 'x', GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:3190/gsi/client' });
    expect(local.csp).toMatch(/script-src [^;]* http:\/\/127\.0\.0\.1:3190;/);
    expect(local.csp).not.toContain('https://accounts.google.com/gsi/client');
    expect(local.config).toMatchObject({ googleScriptUrl: 'http://127.0.0.1:3190/gsi/client' });
  });

  it('allows the chat engine’s widget script, frame and calls only when it is configured', () => {
    expect(fromNode({}).csp).not.toContain('chat');
    const { csp } = fromNode({ CHATWOOT_BASE_URL: 'https://chat.shop.example/' });
    expect(csp).toMatch(/script-src [^;]* https:\/\/chat\.shop\.example;/);
    expect(csp).toMatch(/connect-src [^;]* https:\/\/chat\.shop\.example;/);
    expect(csp).toContain('frame-src https://chat.shop.example;');
  });

  it('names origins as a browser does (lower case, no default port) and each once', () => {
    const { csp } = fromNode(CASES[2][1]);
    expect(csp).toContain(
      "script-src 'self' https://cdn.shop.example http://localhost:3002 http://orders.shop.example http://localhost:3005 https://js.stripe.com https://*.js.stripe.com;",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://api.shop.example https://bucket.shop.example https://cdn.shop.example");
  });

  it('allows only the page’s own origin when every URL is relative', () => {
    expect(fromNode(CASES[3][1]).csp).toContain(
      "script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'none';",
    );
  });

  it('stops the nginx container on a URL that could break the JSON or the header', () => {
    for (const bad of [
      'https://x.example/a"b',
      'https://x.example/<script>',
      'https://x.example/a b',
      'https://x.example/$uri',
      'https://x.example/a\\b',
    ]) {
      const r = fromShell({ API_BASE_URL: bad });
      expect(r.status).not.toBe(0);
      expect(r.err).toContain('API_BASE_URL holds a character a URL here may not have');
    }
  });
});
