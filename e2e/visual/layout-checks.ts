// In-page checks of a shopper's eyes, run by the visual journey (e2e/tests/shell/visual-locales.spec.ts): text that
// does not fit its control, a page wider than the window, and characters drawn as boxes (no font has the glyph).
import type { Locator, Page } from '@playwright/test';

/** Controls and labels: their text must show whole (no clipping, no ellipsis). Data (product names) may ellipsize. */
const CHROME = 'button, [role="tab"], [role="menuitem"], label, legend, th, h1, h2, h3, [role="radio"], [role="checkbox"], nav a';

export interface Clipped {
  element: string;
  text: string;
  scroll: string;
}

/** Elements of `root` whose text is cut: scrollWidth beyond clientWidth, or wrapped into a box that hides it. */
export function clippedIn(root: Locator): Promise<Clipped[]> {
  return root.evaluate((element, selector) => {
    const found: Clipped[] = [];
    for (const el of [element, ...element.querySelectorAll<HTMLElement>(selector)]) {
      if (!(el instanceof HTMLElement) || !el.matches(selector)) continue;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // Not shown, inline (no box of its own) or visually hidden for screen readers (1 px, clipped on purpose).
      if (style.display === 'inline' || style.visibility === 'hidden' || rect.width <= 1 || rect.height <= 1) continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const wide = el.scrollWidth > el.clientWidth + 1;
      const hidesY = ['hidden', 'clip'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || hidesY) {
        found.push({
          element: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}`,
          text: (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 60),
          scroll: `${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        });
      }
    }
    return found;
  }, CHROME);
}

/** The page scrolls sideways (something is wider than the window). */
export function pageOverflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * Characters of `root`'s visible text (and `extra`) that the page draws as the missing-glyph box: each is drawn on a
 * canvas in the element's own font and compared pixel for pixel with characters no font has (private-use code
 * points), which Chromium draws as that box. Answers the missing ones and how many distinct characters were checked.
 */
export function missingGlyphs(root: Locator, extra = ''): Promise<{ missing: string[]; checked: number }> {
  return root.evaluate((element, more) => {
    const style = getComputedStyle(element);
    const font = `${style.fontWeight} 32px ${style.fontFamily}`;
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 80;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (char: string) => {
      ctx.clearRect(0, 0, 80, 80);
      ctx.font = font;
      ctx.textBaseline = 'top';
      ctx.fillStyle = '#000';
      ctx.fillText(char, 8, 8);
      return ctx.getImageData(0, 0, 80, 80).data.join('');
    };
    const boxes = new Set(['\uE000', '\u{F0000}', '\u{10FFFD}'].map(draw));
    const text = `${(element as HTMLElement).innerText}${more}`;
    // Letters of every script but Latin and common punctuation (those fonts are always there); no spaces, no marks.
    const chars = [...new Set([...text])].filter((c) => c.codePointAt(0)! > 0x2ff && !/\s|\p{M}/u.test(c));
    return { missing: chars.filter((c) => boxes.has(draw(c))), checked: chars.length };
  }, extra);
}
