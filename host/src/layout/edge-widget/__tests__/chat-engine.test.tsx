import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PcIndexInfoResponse } from '@mall/contract';
import { bus } from '@mall/event-bus';
import { installFakeApi } from '@mall/remote-kit/testing';
import { SideWindow } from '../side-window';
import { writePlatformChatConfig } from '../chat-config';
import { renderInShell, resetBrowserState, storeToken, testUser } from '../../../testing/test-shell';
import { testHomeData } from '../../../testing/home-data';

// The platform's chat engine (Chatwoot) as the side window loads it. The SDK here is the test's: it answers a script
// of <base>/packs/js/sdk.js as Chatwoot's does (window.chatwootSDK.run, then window.$chatwoot and "chatwoot:ready").
// The journey e2e/tests/shell/customer-service-chat.spec.ts runs a served stand-in in Chromium, with the API's hash.
const BASE = 'https://chat.shop.test';
const chat = { engine: 'chatwoot', baseUrl: BASE, websiteToken: 'web-token-7', identityVerified: true } as const;
const home: PcIndexInfoResponse = { ...testHomeData(), consumerType: 'hotline', consumerHotline: '400-111-2222', chat };

type Call = [string, ...unknown[]];
let widgetCalls: Call[];
let sdk: 'answers' | 'unreachable';
let runs: Array<{ websiteToken: string; baseUrl: string }>;

const sdkScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === `${BASE}/packs/js/sdk.js`);

const append = document.body.appendChild.bind(document.body);
beforeAll(() => {
  jest.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement && node.src.startsWith(BASE)) {
      setTimeout(() => {
        if (sdk === 'unreachable') {
          node.onerror?.(new Event('error'));
          return;
        }
        window.chatwootSDK = {
          run(options) {
            runs.push(options);
            const record =
              (name: string) =>
              (...args: unknown[]) =>
                widgetCalls.push([name, ...args]);
            window.$chatwoot = {
              toggle: record('toggle'),
              setLocale: record('setLocale'),
              setUser: record('setUser'),
              reset: record('reset'),
            };
            window.dispatchEvent(new Event('chatwoot:ready'));
          },
        };
        node.onload?.(new Event('load'));
      }, 0);
    }
    return node;
  });
});

beforeEach(() => {
  resetBrowserState();
  widgetCalls = [];
  runs = [];
  window.localStorage.setItem('homeDataPc', JSON.stringify(home));
  // As the shell does once the home data is here (PlatformChatConfig).
  writePlatformChatConfig(home);
});

function api() {
  const fake = installFakeApi();
  fake.on('GET /api/pc/home/index', home);
  return fake;
}

// In this order: the widget module keeps the loaded widget for the page's life, as it does in the browser.
it('shows the contact panel, saying why, when the chat engine cannot be reached', async () => {
  sdk = 'unreachable';
  api();
  renderInShell(<SideWindow />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Customer service' }));
  const panel = await screen.findByRole('dialog', { name: 'Customer service' });
  expect(panel).toHaveTextContent('The chat could not be opened just now. You can call or write to us instead.');
  expect(panel).toHaveTextContent('400-111-2222');
  expect(sdkScripts()).toHaveLength(0); // the failed script is taken away, so the next click tries again
});

it('loads the widget on the first open only, in the shopper’s language, names the verified shopper and forgets them on sign-out', async () => {
  sdk = 'answers';
  const fake = api();
  storeToken();
  fake.on('POST /api/front/login/token/is/exist', true);
  fake.on('GET /api/front/user/info', testUser);
  fake.on('GET /api/front/chat/identity', {
    identifier: 'mall-user-7',
    identifierHash: 'a'.repeat(64),
    name: 'Ada',
    email: 'ada@example.com',
    phoneNumber: '',
    avatarUrl: '',
  });
  act(() => bus.publish('i18n/localeChanged', { locale: 'zh-CN' }));
  renderInShell(<SideWindow />, { path: '/zh-CN/' });

  const user = userEvent.setup();
  const service = await screen.findByRole('button', { name: '在线客服' });
  expect(sdkScripts()).toHaveLength(0); // nothing of the engine before the shopper asks
  await user.click(service);
  await waitFor(() => expect(widgetCalls).toContainEqual(['toggle', 'open']));
  expect(runs).toEqual([{ websiteToken: 'web-token-7', baseUrl: BASE }]);
  expect(window.chatwootSettings).toMatchObject({ hideMessageBubble: true, locale: 'zh_CN' });
  expect(widgetCalls).toEqual([
    ['setLocale', 'zh_CN'],
    ['setUser', 'mall-user-7', { name: 'Ada', email: 'ada@example.com', identifier_hash: 'a'.repeat(64) }],
    ['toggle', 'open'],
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Opened again: the same widget, the shopper already named.
  widgetCalls = [];
  await user.click(screen.getByRole('button', { name: '在线客服' }));
  await waitFor(() => expect(widgetCalls).toContainEqual(['toggle', 'open']));
  expect(sdkScripts()).toHaveLength(1);
  expect(widgetCalls.map(([name]) => name)).toEqual(['setLocale', 'toggle']);

  // Signed out: the engine forgets the conversation, so the next shopper at this browser does not see it.
  widgetCalls = [];
  act(() => bus.publish('auth/userChanged', { user: null }));
  await waitFor(() => expect(widgetCalls).toEqual([['reset']]));
});
