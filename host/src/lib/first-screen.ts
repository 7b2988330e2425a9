// The first screen the static servers write after <div id="root"> on home and product pages (docs/serving.md, "The
// served first screen"): home's first banner, a product's main picture, name and price, laid out by the host's page
// CSS (shared/build-config/html-template.cjs) where the page draws them, painted before any script runs. The shell
// keeps it over the page's place until the route's page has drawn the same things, then removes it
// (components/first-screen.tsx).

export const FIRST_SCREEN_ID = 'mall-first-screen';

/** The page's path as the server wrote the first screen for it (the first URL of this visit). */
const FIRST_URL = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** The server's first screen while it is on screen, else null. */
export function firstScreen(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ID);
}

/** The route table's page id the first screen was written for (`home`, `goodsDetail`), or null when there is none. */
export function firstScreenPage(): string | null {
  return firstScreen()?.dataset.page ?? null;
}

/** Takes the first screen away (the page under it is drawn, failed, or another page is shown). */
export function removeFirstScreen(): void {
  firstScreen()?.remove();
}

/** True while the browser still shows the URL the first screen was written for. */
export function onFirstUrl(): boolean {
  return `${window.location.pathname}${window.location.search}` === FIRST_URL;
}

/**
 * Settles once the page's largest picture under `root` (the <img fetchpriority="high"> of @mall/ui-theme's
 * <Picture priority>: the product's main picture, home's first banner) can be painted at once: decoded, or failed.
 * A page without one settles at once.
 */
export function pagePictureReady(root: ParentNode): Promise<void> {
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return Promise.resolve();
  return picture.decode().then(
    () => undefined,
    () => undefined,
  );
}
