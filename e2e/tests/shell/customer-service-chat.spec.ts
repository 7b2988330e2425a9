// Issue 32, item 2: customer service is a real chat when the platform has a chat engine. The journey runs its own
// API (CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN, CHATWOOT_HMAC_TOKEN) and host server (CHATWOOT_BASE_URL for the CSP)
// beside the stack's remotes, and a local stand-in of Chatwoot (e2e/support-engine/local-chatwoot.ts: its SDK's browser
// API, a widget frame, and its identity check — HMAC-SHA256 of the identifier with the inbox secret). Proven: the
// widget loads only when the shopper opens customer service, in the page's language, through the CSP; a signed-in
// shopper is named to the engine with the API's hash and the engine verifies it, while a plain claim is refused; a
// sign-out leaves no conversation to the next shopper. Not proven: Chatwoot's own widget, inbox and agents.
import { test, expect, DEMO } from '../../fixtures';
import { shell } from '../../pages/shell';
import { signInThroughDialog, signOutThroughMenu } from '../../tasks/sign-in';
import { startOwnStorefront, type OwnStorefront } from '../../deploy/own-storefront';
import {
  CHAT_HMAC_TOKEN,
  CHAT_WEBSITE_TOKEN,
  WIDGET_TITLE,
  startLocalChatwoot,
  type LocalChatwoot,
} from '../../support-engine/local-chatwoot';

let chatwoot: LocalChatwoot;
let storefront: OwnStorefront | undefined;

test.describe('customer-service chat', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    chatwoot = await startLocalChatwoot();
    storefront = await startOwnStorefront({
      name: 'chat',
      apiEnv: () => ({
        CHATWOOT_BASE_URL: chatwoot.baseUrl,
        CHATWOOT_WEBSITE_TOKEN: CHAT_WEBSITE_TOKEN,
        CHATWOOT_HMAC_TOKEN: CHAT_HMAC_TOKEN,
      }),
      hostEnv: () => ({ CHATWOOT_BASE_URL: chatwoot.baseUrl }),
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await chatwoot?.close();
  });

  test('the chat loads when opened, in Thai, and knows the signed-in shopper only by a verified identity', async ({ page }, testInfo) => {
    const s = shell(page, 'th');
    const response = await page.goto(`${storefront!.hostUrl}/th`);
    // The policy lets the engine's SDK and frame in, because this storefront has one.
    expect(response!.headers()['content-security-policy']).toContain(`frame-src ${chatwoot.baseUrl};`);
    const service = page
      .getByRole('complementary', { name: s.t('host.SideWindow.label') })
      .getByRole('button', { name: s.t('host.SideWindow.service') });
    await expect(service).toBeVisible();
    // The API's chat settings reach the page as cookie merPlatChatConfig (the website token, not the secret).
    const chatConfig = async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'merPlatChatConfig');
      return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : {};
    };
    await expect
      .poll(chatConfig)
      .toMatchObject({ serviceEngine: 'chatwoot', serviceBaseUrl: chatwoot.baseUrl, serviceToken: CHAT_WEBSITE_TOKEN });
    expect(JSON.stringify(await chatConfig())).not.toContain(CHAT_HMAC_TOKEN);
    // Nothing of the engine on the page before the shopper asks for it.
    expect(chatwoot.sdkLoads()).toBe(0);

    await service.click();
    const widget = page.frameLocator('#chatwoot_live_chat_widget');
    await expect(widget.getByRole('heading', { name: WIDGET_TITLE })).toBeVisible();
    await expect(widget.getByText('Language: th')).toBeVisible();
    await expect(widget.getByText('Anonymous visitor')).toBeVisible();
    expect(chatwoot.sdkLoads()).toBe(1);
    expect(chatwoot.contacts()).toEqual([]);
    await expect(page.getByRole('dialog', { name: s.t('host.ContactPanel.title') })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('chat-open-signed-out-th.png') });

    // Signed in, the shopper is named to the engine with the API's identifier hash, and the engine verifies it.
    await signInThroughDialog(page, DEMO, 'th');
    await service.click();
    await expect(widget.getByText(/^Chatting as .+ \(.+\) — identity verified$/)).toBeVisible();
    const named = chatwoot.contacts();
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ identifier: expect.stringMatching(/^mall-user-\d+$/), email: DEMO.email, verified: true });
    expect(chatwoot.sdkLoads()).toBe(1);
    await page.screenshot({ path: testInfo.outputPath('chat-verified-th.png') });

    // A plain claim from the page (no hash of the inbox's secret) is refused by the engine.
    await page.evaluate(() => {
      const w = window as unknown as { $chatwoot: { setUser(id: string, user: object): void } };
      w.$chatwoot.setUser('mall-user-1', { name: 'Someone else', identifier_hash: '0'.repeat(64) });
    });
    await expect(widget.getByText('Identity refused: HMAC failed')).toBeVisible();
    expect(chatwoot.contacts().at(-1)).toMatchObject({ identifier: 'mall-user-1', verified: false });

    // Signed out: the widget forgets the conversation, and the next shopper at this browser is nobody to it.
    await signOutThroughMenu(page, 'th');
    await service.click();
    await expect(widget.getByText('Anonymous visitor')).toBeVisible();
    expect(chatwoot.sdkLoads()).toBe(1);
  });
});
