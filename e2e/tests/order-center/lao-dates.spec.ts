import { test, expect, LOCALE_PREFIX } from '../../fixtures';
import { orderListPath } from '@mall/routes';

// Lao month names as CLDR writes them (Node carries full ICU data; Debian's Chromium has none for Lao).
const laoMonths = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('lo', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)),
);
const englishDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/;

// The demo shopper's seeded orders (read only).
test.use({ signedInAs: 'demo' });

test('order dates read as Lao on a Lao page, even where the browser has no Lao data of its own (lao)', async ({ page }, testInfo) => {
  await page.goto(`${LOCALE_PREFIX.lao}${orderListPath(7)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  const shown = await main.innerText();
  expect(shown).not.toMatch(englishDate);
  expect(
    laoMonths.some((month) => shown.includes(month)),
    `a Lao month (${laoMonths.join(', ')}) in:\n${shown.slice(0, 800)}`,
  ).toBe(true);
  // Numbers too: Lao groups thousands with a dot.
  expect(await page.evaluate(() => new Intl.NumberFormat('lo').format(1234.5))).toBe('1.234,5');
  await page.screenshot({ path: testInfo.outputPath('lao-order-dates.png'), fullPage: true });
});
