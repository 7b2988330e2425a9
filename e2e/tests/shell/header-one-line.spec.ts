import type { Locator } from '@playwright/test';
import { test, expect, apiCall, LOCALE_PREFIX } from '../../fixtures';
import { shell } from '../../pages/shell';

// Issue 32, defect 6 of the walk (3 in its list): with a 15-character nickname the header wrapped "简体/中文",
// "购物/车" (zh-CN) and "รถ/เข็น" (th) onto two lines. Each control of the header keeps its label on one line; the
// search box gives way.
test.use({ signedInAs: 'shopper' });

/** How many lines the text inside `control` takes (its text fragments' distinct tops). */
const lineCount = (control: Locator) =>
  control.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
    }
    return tops.size;
  });

for (const locale of ['zh-CN', 'th'] as const) {
  test(`the header keeps each label on one line beside a 15-character nickname (${locale})`, async ({ page, shopper }) => {
    const nickname = 'Wonderful Maxim'; // 15 characters
    const info = await apiCall<{ avatar: string }>('/api/front/user/info', { token: shopper.token });
    const edited = await apiCall('/api/front/user/edit', {
      method: 'POST',
      token: shopper.token,
      body: { nickname, avatar: info.data.avatar },
    });
    expect(edited.code).toBe(200);
    await page.goto(`${LOCALE_PREFIX[locale]}/`);
    const s = shell(page, locale);
    const account = s.accountMenuOf(nickname);
    await expect(account).toBeVisible();
    // The controls beside the search form (its hot-keyword chips may flow onto a second row by design).
    const controls = s.header.locator(':is(button, a):not([role="search"] *)').filter({ visible: true });
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      if (!(await control.evaluate((element) => element.textContent?.trim()))) continue;
      expect(await lineCount(control), `"${await control.textContent()}" on one line`).toBe(1);
    }
    await expect(s.searchBox).toBeVisible();
  });
}
