// Issue 18, item 1: Google sign-in, in French, on a storefront whose API has Google configured. The journey runs its
// own API process (fresh database) and its own host server, both with Google's settings, beside the stack's remotes:
// the stack's API and host keep every provider off, as `npm start` does. Google itself is local (e2e/social): an
// OpenID Connect issuer whose JWKS the API fetches, and a stand-in for the Identity Services script (no internet
// here) loaded through GOOGLE_GSI_SCRIPT_URL. Proven: the dialog loads the script only when it opens with Google on,
// the CSP allows exactly its origin, the button's ID token is verified by the API against the issuer's keys, a new
// account is created and signed in, an expired token is refused in French. Not proven: the real GIS script's UI.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '../../fixtures';
import { shell } from '../../pages/shell';
import { copyHost, freePort, serveStatic, type StaticServer } from '../../deploy/published-storefront';
import { LOCAL_GOOGLE_BUTTON, TEST_CLIENT_ID, startLocalGoogle, type LocalGoogle } from '../../social/local-google';

const root = join(__dirname, '..', '..', '..');
let workDir: string;
let google: LocalGoogle;
let api: ChildProcess | undefined;
let host: StaticServer | undefined;
let hostUrl: string;

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the journey's API stopped:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the journey's API did not answer:\n${output()}`);
}

test.describe('Google sign-in', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    workDir = mkdtempSync(join(tmpdir(), 'mall-google-journey-'));
    google = await startLocalGoogle();
    const [apiPort, hostPort] = [await freePort(), await freePort()];
    hostUrl = `http://localhost:${hostPort}`;
    const apiUrl = `http://localhost:${apiPort}`;
    let output = '';
    api = spawn(process.execPath, [join('api', 'dist', 'api', 'src', 'server.js')], {
      cwd: root,
      env: {
        ...process.env,
        MALL_DEV_MODE: '1',
        API_PORT: String(apiPort),
        DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: apiUrl,
        CORS_ORIGINS: `${hostUrl},http://127.0.0.1:${hostPort}`,
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_ISSUER: google.issuer.issuer,
        GOOGLE_JWKS_URL: google.issuer.jwksUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    api.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(apiUrl, api, () => output);
    host = await serveStatic(copyHost(workDir), hostPort, {
      API_BASE_URL: apiUrl,
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_GSI_SCRIPT_URL: google.scriptUrl,
    }, true);
  });

  test.afterAll(async () => {
    await host?.stop();
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await google?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('a new shopper signs in with Google; an expired Google sign-in is refused (fr)', async ({ page, browser }, testInfo) => {
    const s = shell(page, 'fr');
    const response = await page.goto(`${hostUrl}/fr`);
    // The policy allows the script's origin, because Google is configured for this storefront.
    const scriptOrigin = new URL(google.scriptUrl).origin;
    expect(response!.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${scriptOrigin.replace(/[.:/]/g, '\\$&')}`));
    await expect(s.signIn).toBeVisible();
    // Nothing of Google on the page before the dialog opens.
    expect(google.scriptLoads()).toBe(0);

    await s.signIn.click();
    await expect(s.dialog.getByRole('region', { name: s.a('host.login.signInWith') })).toBeVisible();
    const button = s.dialog.getByRole('button', { name: LOCAL_GOOGLE_BUTTON });
    await expect(button).toBeVisible();
    expect(google.scriptLoads()).toBe(1);
    // The storefront asked GIS for its icon button in French.
    expect(JSON.parse((await button.getAttribute('data-options'))!)).toMatchObject({ type: 'icon', locale: 'fr' });
    await page.screenshot({ path: testInfo.outputPath('google-dialog-fr.png') });

    const email = `amelie-${Date.now().toString(36)}@mall.test`;
    google.next({ sub: `g-${Date.now()}`, email, email_verified: true, name: 'Amélie Google' });
    await button.click();
    await expect(s.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: s.t('host.UserDropdown.account', { name: 'Amélie Google' }) })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'auth.strategy')?.value).toBe('local8');
    await page.screenshot({ path: testInfo.outputPath('google-signed-in-fr.png') });

    // Another browser: Google hands over a token that has expired; the API refuses it, in French, and nobody is signed in.
    const other = await browser.newContext();
    const second = await other.newPage();
    const s2 = shell(second, 'fr');
    await second.goto(`${hostUrl}/fr`);
    await s2.signIn.click();
    google.next({ sub: `g-late-${Date.now()}`, email: `late-${Date.now().toString(36)}@mall.test`, email_verified: true, name: 'Trop Tard' }, { expired: true });
    await s2.dialog.getByRole('button', { name: LOCAL_GOOGLE_BUTTON }).click();
    await expect(second.getByText('Votre connexion avec Google a expiré ; veuillez vous reconnecter avec Google')).toBeVisible();
    await expect(s2.dialog).toBeVisible();
    await second.screenshot({ path: testInfo.outputPath('google-expired-fr.png') });
    expect((await other.cookies()).find((c) => c.name === 'auth.strategy')).toBeUndefined();
    await other.close();
  });
});
