// The shell's start: the one script the host's page runs itself (docs/serving.md, "The shell's start"). The page
// preloads the shell's main.js (`<link rel="preload" as="script">`, fetched at once and at high priority) and this
// script runs it: at once, or — on a page the server wrote a first screen for (home, a product, the street, the search
// results: their largest picture painted before any script runs) — once the first screen's picture is painted.
//
// Why: main.js holds the shell and its shared libraries (React, the router, the intl and emotion runtimes); its
// first evaluation is a long task (about 0.4 s at 4× CPU on Lighthouse's mobile preset). Run as a `defer` script it
// raced the first screen's picture: when it won, the browser painted the picture after it, and Lighthouse's mobile
// LCP (simulated from the trace, counting every script whose evaluation began before the paint was reported) read
// 2.7 s instead of 1.5 s. Waiting for the frame alone was not enough: Chromium reports the paint when the frame is
// presented, up to ~140 ms later, and main.js began in between in one run of two.
// Nothing the shell draws is lost by the wait: the first screen already shows the page's largest picture, and the
// host removes it only once the page has drawn the same one (components/first-screen.tsx).
//
// Built on its own, without webpack's or the federation's runtime (shared/build-config/shell-start-plugin.cjs): a
// few hundred bytes, named by its content hash.

/** How long the shell waits at most for the first screen's picture (a slow or failing picture never holds it up). */
export const FIRST_SCREEN_WAIT_MS = 2000;
/**
 * How long after the picture's paint the shell waits for the browser to report it as the page's largest contentful
 * paint: Chromium reports it when the frame is presented, 20–140 ms after the paint in Lighthouse's traces; a picture
 * that is not the page's largest (a narrow window where the name's text is bigger) is never reported.
 */
export const PAINT_REPORT_WAIT_MS = 500;

/**
 * The server's first screen (`<div id="mall-first-screen">`, docs/serving.md) if the page has one and its CSS shows it
 * in this window; one it does not show (the search results' row in a narrow window: its place there depends on how the
 * page's toolbar wraps, shared/build-config/html-template.cjs) is taken out of the page, having nothing to hand over.
 * The one place that decides it: the shell (bootstrap.tsx) then finds a first screen only where it is on screen.
 */
export function shownFirstScreen(doc: Document): HTMLElement | null {
  const screen = doc.getElementById('mall-first-screen');
  if (!screen) return null;
  const column = screen.firstElementChild;
  if (column && column.getClientRects().length > 0) return screen;
  screen.remove();
  return null;
}

/**
 * Runs `mainUrl` (the shell's main.js) in `doc`: at once on a page without a first screen; else once the browser has
 * reported the first screen's picture as the largest contentful paint (where it reports it: Chromium, Firefox), or
 * PAINT_REPORT_WAIT_MS after the picture was painted (loaded, decoded, one frame drawn), at once if it failed, and
 * FIRST_SCREEN_WAIT_MS after the start at the latest.
 */
export function startShell(doc: Document, mainUrl: string): void {
  const win = doc.defaultView!;
  const picture = shownFirstScreen(doc)?.querySelector<HTMLImageElement>('img') ?? null;
  let started = false;
  let observer: PerformanceObserver | null = null;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    const script = doc.createElement('script');
    script.src = mainUrl;
    doc.head.appendChild(script);
  };
  // No first screen on screen, or one without a picture (a product that has none): nothing to wait for.
  if (!picture) {
    run();
    return;
  }
  // Lighthouse's LCP counts every script whose evaluation began before the paint was reported, not only painted.
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    // Any of the first screen's pictures: the search results' first row has five of one size, and the browser
    // reports the first of them painted (a later one of the same size is not larger), not always the first in the page.
    const pictures = new Set<Element>(doc.querySelectorAll('#mall-first-screen img'));
    observer = new win.PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => pictures.has((entry as LargestContentfulPaint).element!))) win.setTimeout(run, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // After the frame that paints the picture: a task queued from the next animation frame runs once it is drawn.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(run, observer ? PAINT_REPORT_WAIT_MS : 0));
  const painted = () => {
    const decoded = typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
    decoded.then(afterPaint, afterPaint);
  };
  win.setTimeout(run, FIRST_SCREEN_WAIT_MS);
  if (picture.complete) painted();
  else {
    picture.addEventListener('load', painted, { once: true });
    picture.addEventListener('error', run, { once: true });
  }
}

// In the page: `<script defer src="/shell-start.<hash>.js" data-main="/main.<hash>.js">` (the HTML template).
const self = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
if (self?.dataset.main) startShell(document, self.dataset.main);
