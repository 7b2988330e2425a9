// A remote team's deploy, on real builds (docs/deploying-a-remote.md): the catalog is published as versions side by
// side on a CDN-like origin (<origin>/catalog/<version>/), a host server of its own loads the version its
// REMOTE_CATALOG_URL names, and a deploy or a roll back is that variable and a restart of the host's server alone —
// the host is not rebuilt, the other remotes (the stack's) and the API are not restarted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOCALE_PREFIX, test, expect } from '../../fixtures';
import { text, type Locale } from '../../fixtures/messages';
import { shell } from '../../pages/shell';
import { scrollToFooter } from '../../tasks/shell';
import { DEPLOY_HOST_PORT, copyHost, publishCatalog, serveStatic, type StaticServer } from '../../deploy/published-storefront';
import { freePort } from '../../../scripts/free-port.cjs';

const HOST = `http://localhost:${DEPLOY_HOST_PORT}`;
const KEYWORD = 'Pro';
const searchTitle = text('remotes/catalog', 'en', 'catalog.GoodsSearchPage.title');
const cartTitle = text('remotes/checkout', 'en', 'checkout.ShoppingCartPage.title');
const unavailable = (locale: Locale) => text('host/src', locale, 'host.RemoteSlot.unavailable');
const retry = (locale: Locale) => text('shared/i18n/src', locale, 'common.retry');

// What the catalog team publishes: the stack's own build (0.1.0), a new version, and two builds whose shared
// singletons are ahead of the host's react-intl 12: by a minor (still loads) and by a major (refused).
const VERSIONS = {
  current: '0.1.0',
  next: '0.2.0',
  newerMinor: '0.3.0',
  newerMajor: '0.4.0',
};

let workDir: string;
let cdnOrigin: string;
let cdn: StaticServer | undefined;
let host: StaticServer | undefined;
let hostDir: string;

/** The deploy itself: the host's server, restarted with REMOTE_CATALOG_URL naming `version`. */
async function pointHostAt(version: string): Promise<void> {
  await host?.stop();
  host = await serveStatic(hostDir, DEPLOY_HOST_PORT, { REMOTE_CATALOG_URL: `${cdnOrigin}/catalog/${version}/mf-manifest.json` }, true);
  // Serving the page it will serve (a busy machine answers the first request late; a tab must not meet a dead port).
  await expect.poll(async () => (await fetch(`${HOST}/`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
}

/** The version of the catalog build that drew the page (each remote page says so: data-remote-version). */
const catalogVersion = (page: Page) => page.locator('main [data-remote-version]');

/** Every catalog file the tab fetches from the CDN, as "<status> <path>". */
function catalogFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cdnOrigin)) files.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return files;
}

async function search(page: Page): Promise<void> {
  const s = shell(page);
  await s.searchBox.fill(KEYWORD);
  await s.searchBox.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: searchTitle })).toBeVisible();
  await expect(page.getByText(`Results for “${KEYWORD}”`)).toBeVisible();
}

test.describe('deploying one remote alone', { tag: '@deploy' }, () => {
  test.beforeAll(async () => {
    // Three production builds of the catalog (the persistent cache of the stack's build makes them warm).
    test.setTimeout(10 * 60_000);
    workDir = mkdtempSync(join(tmpdir(), 'mall-deploy-'));
    const published = join(workDir, 'cdn');
    const seconds: Record<string, number> = {};
    seconds[VERSIONS.current] = await publishCatalog(published);
    seconds[VERSIONS.next] = await publishCatalog(published, { build: true, version: VERSIONS.next });
    seconds[VERSIONS.newerMinor] = await publishCatalog(published, {
      build: true,
      version: VERSIONS.newerMinor,
      skew: { 'react-intl': { declared: '^12.99.0', installed: '12.99.0' } },
    });
    seconds[VERSIONS.newerMajor] = await publishCatalog(published, {
      build: true,
      version: VERSIONS.newerMajor,
      skew: { 'react-intl': { declared: '^13.0.0', installed: '13.0.0' } },
    });
    const total = Object.values(seconds).reduce((sum, s) => sum + s, 0);
    console.log(
      `[deploy journey] published ${Object.entries(seconds)
        .map(([v, s]) => `${v} in ${s.toFixed(1)} s`)
        .join(', ')} (${total.toFixed(1)} s)`,
    );

    const cdnPort = await freePort();
    cdnOrigin = `http://localhost:${cdnPort}`;
    cdn = await serveStatic(published, cdnPort);
    hostDir = copyHost(workDir);
  });

  test.afterAll(async () => {
    await host?.stop();
    await cdn?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('a new version on the next page load, the open tab keeps its own until it reloads, roll back, version skew', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();

    await pointHostAt(VERSIONS.current);
    // A shopper's tab, opened before the deploy.
    const before = await context.newPage();
    const beforeFiles = catalogFiles(before);
    await before.goto(`${HOST}/`);
    await expect(catalogVersion(before)).toHaveAttribute('data-remote-version', VERSIONS.current);
    await expect(before.locator('[data-remote-error]')).toHaveCount(0);

    await test.step('deploy 0.2.0: the host restarted with a new REMOTE_CATALOG_URL serves it on the next page load', async () => {
      await pointHostAt(VERSIONS.next);
      const after = await context.newPage();
      const afterFiles = catalogFiles(after);
      await after.goto(`${HOST}/`);
      await expect(catalogVersion(after)).toHaveAttribute('data-remote-version', VERSIONS.next);
      await search(after);
      expect(afterFiles.length).toBeGreaterThan(2);
      expect(afterFiles.filter((f) => !f.startsWith(`200 /catalog/${VERSIONS.next}/`))).toEqual([]);
      await after.close();
    });

    await test.step('the tab opened before keeps working on 0.1.0: its new page comes from the old versioned path', async () => {
      const loadedBefore = beforeFiles.length;
      await search(before);
      await expect(catalogVersion(before)).toHaveAttribute('data-remote-version', VERSIONS.current);
      // The search page's chunks not loaded yet (webpack may serve the named page chunk from one the home page
      // already loaded when their modules are the same, so every new script counts, not the file named after it).
      const searchChunks = beforeFiles.slice(loadedBefore).filter((f) => f.endsWith('.js'));
      expect(searchChunks.length).toBeGreaterThan(0);
      for (const chunk of searchChunks) expect(chunk).toMatch(new RegExp(`^200 /catalog/${VERSIONS.current}/`));
      // Reloading picks up the deploy.
      await before.reload();
      await expect(catalogVersion(before)).toHaveAttribute('data-remote-version', VERSIONS.next);
      await expect(before.getByRole('heading', { level: 1, name: searchTitle })).toBeVisible();
    });

    await test.step('roll back: the same switch, back to 0.1.0', async () => {
      await pointHostAt(VERSIONS.current);
      await before.reload();
      await expect(catalogVersion(before)).toHaveAttribute('data-remote-version', VERSIONS.current);
      await expect(before.getByText(`Results for “${KEYWORD}”`)).toBeVisible();
    });

    await test.step('a catalog built against a newer minor of a shared singleton (react-intl 12.99) loads', async () => {
      await pointHostAt(VERSIONS.newerMinor);
      const manifest = await (await fetch(`${cdnOrigin}/catalog/${VERSIONS.newerMinor}/mf-manifest.json`)).json();
      const reactIntl = manifest.shared.find((s: { name: string }) => s.name === 'react-intl');
      expect(reactIntl).toMatchObject({ version: '12.99.0', singleton: true });
      await before.reload();
      await expect(catalogVersion(before)).toHaveAttribute('data-remote-version', VERSIONS.newerMinor);
      await expect(before.getByText(`Results for “${KEYWORD}”`)).toBeVisible();
      await expect(before.locator('[data-remote-error]')).toHaveCount(0);
    });

    await test.step('a catalog that needs react-intl 13 shows the translated error with retry; the rest of the shop works', async () => {
      await pointHostAt(VERSIONS.newerMajor);
      // A French shopper (a context of their own: the language is kept in a cookie).
      const french = await browser.newContext();
      const frenchTab = await french.newPage();
      await frenchTab.goto(`${HOST}${LOCALE_PREFIX.fr}/goods/goods_search?title=${KEYWORD}`);
      await expect(frenchTab.getByText(unavailable('fr'))).toBeVisible();
      await expect(frenchTab.getByRole('button', { name: retry('fr') })).toBeVisible();
      await expect(shell(frenchTab, 'fr').searchBox).toBeVisible();
      await french.close();

      // The federation runtime's refusal, as the host logs it: the package and both versions.
      const errors: string[] = [];
      before.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const refusals = () =>
        errors.filter((e) => /react-intl does not satisfy the requirement of catalog which needs \^13\.0\.0/.test(e)).length;
      await before.goto(`${HOST}/goods/goods_search?title=${KEYWORD}`);
      await expect(before.getByText(unavailable('en'))).toBeVisible();
      // The runtime may log it more than once (as we read it, once per chunk of the page that consumes react-intl):
      // what matters is that the refusal names the package and both versions.
      await expect.poll(refusals).toBeGreaterThanOrEqual(1);
      await expect(shell(before).searchBox).toBeVisible();
      await scrollToFooter(before);
      await expect(shell(before).footer).toBeVisible();
      // Retry asks again and fails again (the host still provides react-intl 12; the module the runtime refused half
      // way cannot run either), never a blank page.
      const errorsBeforeRetry = errors.length;
      await before.getByRole('button', { name: retry('en') }).click();
      await expect.poll(() => errors.length).toBeGreaterThan(errorsBeforeRetry);
      await expect(before.getByText(unavailable('en'))).toBeVisible();
      // Another remote in the same tab (the stack's checkout, never restarted) still loads.
      await before.getByRole('link', { name: /^Cart\b/ }).click();
      await expect(before.getByRole('heading', { name: cartTitle })).toBeVisible();
    });

    await test.step('roll back from the refused version', async () => {
      await pointHostAt(VERSIONS.current);
      await before.goto(`${HOST}/goods/goods_search?title=${KEYWORD}`);
      await expect(catalogVersion(before)).toHaveAttribute('data-remote-version', VERSIONS.current);
      await expect(before.getByText(`Results for “${KEYWORD}”`)).toBeVisible();
    });

    await context.close();
  });
});
