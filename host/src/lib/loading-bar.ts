// The top loading bar: nprogress driven by hand with the storefront's timings (docs/contract.md, "Storefront rules").
// startLoading() waits throttleMs before showing anything (fast navigations never flash the bar), then advances
// the bar every tickMs so that it would fill in durationMs, stopping short of the end; finishing fills it and
// hides it over hideDelayMs. A navigation settles once no loading state is on screen (holdLoading).
import NProgress from 'nprogress';

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  tickMs: 100,
  hideDelayMs: 500,
  color: '#e93323',
} as const;

const STEP = LOADING_BAR.tickMs / LOADING_BAR.durationMs;
const CEILING = 0.99;

// nprogress fades out in two `speed` steps after reaching 100%, so speed = hide delay / 2.
// nprogress's own template gives the bar role="bar", which is no ARIA role: the bar is decoration (the page's
// content announces itself), so it is hidden from assistive technology instead.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
NProgress.configure({
  showSpinner: false,
  trickle: false,
  minimum: 0.08,
  speed: LOADING_BAR.hideDelayMs / 2,
  template: TEMPLATE,
  barSelector: '.bar',
});

let throttleTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;

function stopTimers(): void {
  clearTimeout(throttleTimer);
  clearInterval(tickTimer);
  throttleTimer = undefined;
  tickTimer = undefined;
}

function show(): void {
  throttleTimer = undefined;
  NProgress.start();
  tickTimer = setInterval(() => {
    NProgress.set(Math.min((NProgress.status ?? 0) + STEP, CEILING));
  }, LOADING_BAR.tickMs);
}

/** A navigation began (route or its params changed). */
export function startLoading(): void {
  stopTimers();
  if (NProgress.isStarted()) {
    show();
    return;
  }
  throttleTimer = setTimeout(show, LOADING_BAR.throttleMs);
}

/** The navigation settled (its page rendered, or failed and its error is shown). */
function finishLoading(): void {
  const shown = throttleTimer === undefined && tickTimer !== undefined;
  stopTimers();
  if (shown) NProgress.done();
}

let holds = 0;

/** Finishes the navigation's bar unless something still shows a loading state (checked after the commit). */
export function settleLoading(): void {
  queueMicrotask(() => {
    if (holds === 0) finishLoading();
  });
}

/** A loading state is on screen (a Suspense fallback, a page waiting for data); call the result when it goes. */
export function holdLoading(): () => void {
  holds += 1;
  return () => {
    holds -= 1;
    settleLoading();
  };
}
