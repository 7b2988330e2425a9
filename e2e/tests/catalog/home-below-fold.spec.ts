import type { Locator, Page } from '@playwright/test';
import { test, expect, LOCALE_PREFIX } from '../../fixtures';

// Issue 30: the home blocks below the first screen (the activities after the first, "You may also like") draw
// their products, and fetch their pictures, only when the shopper scrolls near them; until then empty tiles of the
// same size hold their place, so nothing on screen moves when the products arrive.

/** The height of each block and of the first cells of every grid in it (what the products will fill). */
function boxes(block: Locator) {
  return block.evaluate((element) => {
    const grids = [...element.querySelectorAll('*')].filter((e) => getComputedStyle(e).display === 'grid');
    return {
      height: Math.round(element.firstElementChild!.getBoundingClientRect().height),
      cells: grids.map((grid) => [...grid.children].slice(0, 5).map((cell) => Math.round(cell.getBoundingClientRect().height))),
    };
  });
}

/** Every picture in the block has arrived and is drawn. */
async function picturesDrawn(block: Locator) {
  return block.evaluate((element) =>
    [...element.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0 && img.currentSrc !== ''),
  );
}

async function walkHome(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  const main = page.getByRole('main');
  // The first activity, in the first screen, is whole at once.
  await expect(main.locator('section[data-activity-type]').first().getByRole('link').nth(1)).toBeVisible();
  const waiting = main.locator('[data-near-view]');
  await expect(waiting.first()).toBeAttached();
  const count = await waiting.count();
  // The activities after the first, and the recommended products.
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(waiting).toHaveCount(count);

  // Before any scrolling: every one of them waits, with no product drawn and none of its pictures asked for.
  const before: Awaited<ReturnType<typeof boxes>>[] = [];
  for (let i = 0; i < count; i += 1) {
    await expect(waiting.nth(i)).toHaveAttribute('data-near-view', 'waiting');
    await expect(waiting.nth(i).locator('img')).toHaveCount(0);
    before.push(await boxes(waiting.nth(i)));
  }
  for (let i = 0; i < count; i += 1) {
    const block = waiting.nth(i);
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-near-view', 'shown');
    await expect(block.getByRole('link').first()).toBeVisible();
    await expect.poll(() => picturesDrawn(block)).toBe(true);
    const after = await boxes(block);
    // The products took exactly the room their empty tiles held (the recommended list may grow below as more
    // pages arrive: its first cells are compared, not its height).
    if (i < count - 1) expect(after.height).toBe(before[i].height);
    expect(after.cells.map((row, grid) => row.slice(0, before[i].cells[grid]?.length ?? 0))).toEqual(before[i].cells);
  }
}

test('home: the blocks below the first screen arrive as the shopper scrolls, in the room kept for them (en)', async ({ page }) => {
  await walkHome(page, LOCALE_PREFIX.en);
});

test('home: the same in Thai, whose text lines are drawn with another font (th)', async ({ page }) => {
  await walkHome(page, LOCALE_PREFIX.th);
});
