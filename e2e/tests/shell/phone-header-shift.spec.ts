import { test, expect } from '../../fixtures';
import { shell } from '../../pages/shell';

// A phone's header is as tall as its content. On a first visit (no home data cached yet) the hot keywords, the QR code
// button and the top bar's mobile mall link came with the home data, after the page was drawn: the header grew by
// a row and <main> moved down by 26.4 px, a layout shift of 0.024–0.074 on every page at Lighthouse's mobile size. Their
// places are now held from the first render (docs/serving.md, "The phone's header").
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const path of ['/goods/goods_search?title=&cid=', '/merchant/merchant_street', '/order/shopping_cart']) {
  test(`nothing of the shell moves on a phone's first visit while its data arrives (${path})`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shellShifts: string[] }).shellShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          for (const source of entry.sources) {
            const node = source.node instanceof Element ? source.node : source.node?.parentElement;
            // The shell's bands and <main> itself; what a page draws inside <main> is the page's own.
            if (!node || !node.closest('header, nav, main') || (node.closest('main') && node.tagName !== 'MAIN')) continue;
            shifts.push(`${node.tagName.toLowerCase()} ${source.previousRect.y} → ${source.currentRect.y} (${entry.value.toFixed(4)})`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    const s = shell(page);
    // The home data is here: the hot keywords are drawn.
    await expect(s.header.getByRole('list', { name: 'Popular searches' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shellShifts: string[] }).shellShifts)).toEqual([]);
    // The held row is the keywords' row: <main> starts where the served first screen expects it on a phone.
    const mainTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
    expect(mainTop).toBeCloseTo(285.4, 0);
  });
}
