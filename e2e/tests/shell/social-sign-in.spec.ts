// Issue 18, item 1: social sign-in on a storefront whose API has Google, Facebook and Twitter configured. The journey
// runs its own API process (fresh database) and its own host server, both with the providers' settings, beside the
// stack's remotes: the stack's API and host keep every provider off, as `npm start` does. The providers are local
// (e2e/social/local-providers.ts): an OpenID Connect issuer whose JWKS the API fetches, a Graph API, an OAuth 1.0a
// server that verifies signatures and sends the browser back, and stand-ins for the Identity Services and Facebook
// scripts (no internet here) loaded through GOOGLE_GSI_SCRIPT_URL / FACEBOOK_SDK_URL. Proven: the dialog loads a
// script only when it opens with the provider on, the CSP allows its origin, the tokens are verified by the API with
// the providers, accounts are created and signed in, refusals are shown translated, Twitter's full redirect flow
// through /middlewares/callback_twitter. Not proven: the real providers' scripts, pages and keys.
import { test, expect } from '../../fixtures';
import { shell } from '../../pages/shell';
import { startOwnStorefront, type OwnStorefront } from '../../deploy/own-storefront';
import { LOCAL_GOOGLE_BUTTON, TEST_CLIENT_ID, startLocalProviders, type LocalProviders } from '../../social/local-providers';

let providers: LocalProviders;
let storefront: OwnStorefront | undefined;
let hostUrl: string;

test.describe('social sign-in', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    providers = await startLocalProviders();
    storefront = await startOwnStorefront({
      name: 'providers',
      apiEnv: ({ hostUrl: host }) => ({
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_ISSUER: providers.issuer.issuer,
        GOOGLE_JWKS_URL: providers.issuer.jwksUrl,
        FACEBOOK_APP_ID: providers.graph.appId,
        FACEBOOK_APP_SECRET: providers.graph.appSecret,
        FACEBOOK_GRAPH_URL: providers.graph.url,
        TWITTER_CONSUMER_KEY: providers.twitter.consumerKey,
        TWITTER_CONSUMER_SECRET: providers.twitter.consumerSecret,
        TWITTER_API_URL: providers.twitter.url,
        TWITTER_CALLBACK_URL: `${host}/middlewares/callback_twitter`,
      }),
      hostEnv: () => ({
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_GSI_SCRIPT_URL: providers.scriptUrl,
        FACEBOOK_APP_ID: providers.graph.appId,
        FACEBOOK_SDK_URL: providers.sdkUrl,
      }),
    });
    hostUrl = storefront.hostUrl;
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await providers?.close();
  });

  test('a new shopper signs in with Google; an expired Google sign-in is refused (fr)', async ({ page, browser }, testInfo) => {
    const s = shell(page, 'fr');
    const response = await page.goto(`${hostUrl}/fr`);
    // The policy allows the script's origin, because Google is configured for this storefront.
    const scriptOrigin = new URL(providers.scriptUrl).origin;
    expect(response!.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${scriptOrigin.replace(/[.:/]/g, '\\$&')}`));
    await expect(s.signIn).toBeVisible();
    // Nothing of Google on the page before the dialog opens.
    expect(providers.scriptLoads()).toBe(0);

    await s.signIn.click();
    await expect(s.dialog.getByRole('region', { name: s.a('host.login.signInWith') })).toBeVisible();
    const button = s.dialog.getByRole('button', { name: LOCAL_GOOGLE_BUTTON });
    await expect(button).toBeVisible();
    expect(providers.scriptLoads()).toBe(1);
    // The storefront asked GIS for its icon button in French.
    expect(JSON.parse((await button.getAttribute('data-options'))!)).toMatchObject({ type: 'icon', locale: 'fr' });
    await page.screenshot({ path: testInfo.outputPath('providers-dialog-fr.png') });

    const email = `amelie-${Date.now().toString(36)}@mall.test`;
    providers.next({ sub: `g-${Date.now()}`, email, email_verified: true, name: 'Amélie Google' });
    await button.click();
    await expect(s.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: s.t('host.UserDropdown.account', { name: 'Amélie Google' }) })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'auth.strategy')?.value).toBe('local8');
    await page.screenshot({ path: testInfo.outputPath('providers-signed-in-fr.png') });

    // Another browser: Google hands over a token that has expired; the API refuses it, in French, and nobody is signed in.
    const other = await browser.newContext();
    const second = await other.newPage();
    const s2 = shell(second, 'fr');
    await second.goto(`${hostUrl}/fr`);
    await s2.signIn.click();
    providers.next(
      { sub: `g-late-${Date.now()}`, email: `late-${Date.now().toString(36)}@mall.test`, email_verified: true, name: 'Trop Tard' },
      { expired: true },
    );
    await s2.dialog.getByRole('button', { name: LOCAL_GOOGLE_BUTTON }).click();
    await expect(second.getByText('Votre connexion avec Google a expiré ; veuillez vous reconnecter avec Google')).toBeVisible();
    await expect(s2.dialog).toBeVisible();
    await second.screenshot({ path: testInfo.outputPath('providers-expired-fr.png') });
    expect((await other.cookies()).find((c) => c.name === 'auth.strategy')).toBeUndefined();
    await other.close();
  });

  test('a shopper signs in with Facebook after first closing its window (zh-CN)', async ({ page }, testInfo) => {
    const s = shell(page, 'zh-CN');
    await page.goto(`${hostUrl}/zh-CN`);
    await s.signIn.click();
    const facebook = s.dialog.getByRole('button', { name: s.a('host.login.facebook') });
    await expect(facebook).toBeVisible();

    providers.nextFacebook(null);
    await facebook.click();
    await expect(page.getByText('您未登录 Facebook。')).toBeVisible();
    await expect(s.dialog).toBeVisible();

    providers.nextFacebook({ id: `fb-${Date.now()}`, name: '王小明', email: `wang-${Date.now().toString(36)}@mall.test` });
    await facebook.click();
    await expect(s.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: s.t('host.UserDropdown.account', { name: '王小明' }) })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'auth.strategy')?.value).toBe('local9');
    expect(providers.graph.refusedCalls()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('facebook-signed-in-zh-CN.png') });
  });

  test('a shopper signs in with Twitter: to Twitter, back to the callback page, signed in at home (th)', async ({ page }, testInfo) => {
    const s = shell(page, 'th');
    await page.goto(`${hostUrl}/th`);
    await s.signIn.click();
    providers.twitter.approveAs({
      id_str: `${Date.now()}`,
      name: 'สมชาย Twitter',
      screen_name: 'somchai',
      email: `somchai-${Date.now().toString(36)}@mall.test`,
    });
    const toTwitter = page.waitForRequest((request) => request.url().startsWith(`${providers.twitter.url}/oauth/authorize?oauth_token=`));
    await s.dialog.getByRole('button', { name: s.a('host.login.twitter') }).click();
    await toTwitter;
    // Twitter sent the browser back; the callback page signed in and went home.
    await page.waitForURL((url) => url.origin === hostUrl && !url.pathname.includes('callback_twitter'));
    await expect(page.getByRole('button', { name: /สมชาย Twitter/ })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'auth.strategy')?.value).toBe('local6');
    expect(cookies.find((c) => c.name === 'twitterToken')).toBeUndefined();
    expect(providers.twitter.badSignatures()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('twitter-signed-in-th.png') });
  });
});
