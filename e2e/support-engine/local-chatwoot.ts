// A stand-in for a Chatwoot installation on loopback (no internet, no Docker here): what the storefront and the API
// rely on of Chatwoot, and nothing else.
// - GET /packs/js/sdk.js: the website SDK's browser API — window.chatwootSDK.run({websiteToken, baseUrl}) reading
//   window.chatwootSettings, then window.$chatwoot {toggle, setLocale, setUser, reset} and the window event
//   "chatwoot:ready" once its frame has loaded — with the widget in an iframe of <base>/widget?website_token=….
// - The widget frame sends the shopper's identity to POST /api/v1/widget/contact/set_user, where, as Chatwoot's
//   identity validation does, the identifier_hash must be HMAC-SHA256(inbox hmac token, identifier) in hex; the frame
//   shows who the engine believes it is talking to, and whether that was verified.
// What it does not prove: Chatwoot's own pages, conversations and agents' inbox.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The website inbox of the stand-in. */
export const CHAT_WEBSITE_TOKEN = 'journey-website-token';
export const CHAT_HMAC_TOKEN = 'journey-inbox-hmac-secret';
/** What the widget frame shows; the journey reads it. */
export const WIDGET_TITLE = 'Mall support (local Chatwoot)';

const SDK = `(function () {
  var holder, frame, ready = false;
  function send(event, data) {
    frame.contentWindow.postMessage('chatwoot-widget:' + JSON.stringify(Object.assign({ event: event }, data || {})), '*');
  }
  function run(options) {
    if (window.$chatwoot) return;
    var settings = window.chatwootSettings || {};
    var url = options.baseUrl + '/widget?website_token=' + encodeURIComponent(options.websiteToken) + '&locale=' + encodeURIComponent(settings.locale || 'en');
    holder = document.createElement('div');
    holder.className = 'woot-widget-holder woot--hide';
    holder.style.cssText = 'position:fixed;bottom:20px;' + (settings.position === 'left' ? 'left' : 'right') + ':20px;width:360px;height:420px;z-index:2147483000;display:none;background:#fff;box-shadow:0 5px 40px rgba(0,0,0,.16)';
    frame = document.createElement('iframe');
    frame.id = 'chatwoot_live_chat_widget';
    frame.title = 'Chat';
    frame.style.cssText = 'border:0;width:100%;height:100%';
    frame.src = url;
    holder.appendChild(frame);
    document.body.appendChild(holder);
    window.addEventListener('message', function (e) {
      if (typeof e.data !== 'string' || e.data.indexOf('chatwoot-widget:') !== 0) return;
      var message = JSON.parse(e.data.slice('chatwoot-widget:'.length));
      if (message.event === 'loaded' && !ready) {
        ready = true;
        window.dispatchEvent(new Event('chatwoot:ready'));
      }
    });
    window.$chatwoot = {
      baseUrl: options.baseUrl,
      websiteToken: options.websiteToken,
      hideMessageBubble: Boolean(settings.hideMessageBubble),
      isOpen: false,
      toggle: function (state) {
        var open = state === 'open' ? true : state === 'close' ? false : !window.$chatwoot.isOpen;
        window.$chatwoot.isOpen = open;
        holder.style.display = open ? 'block' : 'none';
      },
      setLocale: function (locale) { send('set-locale', { locale: locale }); },
      setUser: function (identifier, user) {
        if (typeof identifier !== 'string' && typeof identifier !== 'number') throw new Error('Identifier should be a string or a number');
        send('set-user', { identifier: identifier, user: user });
      },
      reset: function () {
        if (window.$chatwoot.isOpen) window.$chatwoot.toggle('close');
        frame.src = url;
      },
    };
  }
  window.chatwootSDK = { run: run };
})();`;

const WIDGET = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${WIDGET_TITLE}</title></head>
<body>
<main>
  <h1>${WIDGET_TITLE}</h1>
  <p id="who">Anonymous visitor</p>
  <p id="locale"></p>
</main>
<script>
  var params = new URLSearchParams(location.search);
  var token = params.get('website_token');
  document.getElementById('locale').textContent = 'Language: ' + (params.get('locale') || 'en');
  window.addEventListener('message', function (e) {
    if (typeof e.data !== 'string' || e.data.indexOf('chatwoot-widget:') !== 0) return;
    var message = JSON.parse(e.data.slice('chatwoot-widget:'.length));
    if (message.event === 'set-locale') document.getElementById('locale').textContent = 'Language: ' + message.locale;
    if (message.event === 'set-user') {
      fetch('/api/v1/widget/contact/set_user?website_token=' + encodeURIComponent(token), {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: message.identifier, user: message.user }),
      }).then(function (r) { return r.json(); }).then(function (answer) {
        document.getElementById('who').textContent = answer.verified
          ? 'Chatting as ' + answer.name + ' (' + answer.email + ') — identity verified'
          : 'Identity refused: ' + answer.error;
      });
    }
  });
  parent.postMessage('chatwoot-widget:' + JSON.stringify({ event: 'loaded' }), '*');
</script>
</body></html>`;

export interface ChatContact {
  identifier: string;
  name: string;
  email?: string;
  verified: boolean;
}

export interface LocalChatwoot {
  baseUrl: string;
  /** How often a page fetched the SDK. */
  sdkLoads(): number;
  /** Every identity the widget sent, verified or refused, in order. */
  contacts(): ChatContact[];
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** Chatwoot's identity check: the hash must be the inbox's HMAC of the identifier. */
function verified(identifier: string, hash: unknown): boolean {
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return false;
  const expected = createHmac('sha256', CHAT_HMAC_TOKEN).update(identifier).digest();
  return timingSafeEqual(expected, Buffer.from(hash, 'hex'));
}

export async function startLocalChatwoot(): Promise<LocalChatwoot> {
  let loads = 0;
  const contacts: ChatContact[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/packs/js/sdk.js') {
      loads += 1;
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(SDK);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/widget') {
      const known = url.searchParams.get('website_token') === CHAT_WEBSITE_TOKEN;
      res.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(known ? WIDGET : 'no such inbox');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/widget/contact/set_user') {
      void body(req).then((text) => {
        const { identifier, user } = JSON.parse(text) as { identifier: string; user: Record<string, unknown> };
        const ok = url.searchParams.get('website_token') === CHAT_WEBSITE_TOKEN && verified(String(identifier), user.identifier_hash);
        contacts.push({
          identifier: String(identifier),
          name: String(user.name ?? ''),
          email: user.email as string | undefined,
          verified: ok,
        });
        res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(ok ? { verified: true, name: user.name, email: user.email ?? '' } : { verified: false, error: 'HMAC failed' }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sdkLoads: () => loads,
    contacts: () => [...contacts],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
