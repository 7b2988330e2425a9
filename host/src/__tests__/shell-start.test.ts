// The shell start (shell-start.ts): the shell's main.js runs at once on a page without a first screen, and on a page
// with one only after its picture is painted and reported as the largest contentful paint (or failed, or after
// FIRST_SCREEN_WAIT_MS).
import { FIRST_SCREEN_WAIT_MS, PAINT_REPORT_WAIT_MS, startShell } from '../shell-start';

const MAIN = '/main.0123abcd.js';
const shellScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function writeFirstScreen(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"></div><div id="mall-first-screen" class="mall-fs" data-page="goodsDetail" aria-hidden="true">' +
    '<div class="mall-fs-column mall-fs-detail"><picture><img class="mall-fs-picture" src="/media/photos/v1/product-03.w480.jpg" ' +
    'width="420" height="420" alt=""></picture></div></div>';
  return document.querySelector('#mall-first-screen img')!;
}

/** Lets the picture's decode() settle and the frame and task after it run. */
async function nextFrame(): Promise<void> {
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(20);
}

describe('the shell start', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom lays nothing out: a first screen's column has boxes, as in a browser whose window shows it.
    jest.spyOn(HTMLDivElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('runs main.js at once on a page without a first screen (a search by words, the cart…)', () => {
    startShell(document, MAIN);
    expect(shellScripts()).toEqual([MAIN]);
  });

  it('runs main.js at once when the page’s CSS does not show the first screen in this window (the search row in a narrow one), and takes that first screen out', () => {
    const picture = writeFirstScreen();
    jest.spyOn(document.querySelector('.mall-fs-column')!, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
    Object.defineProperty(picture, 'complete', { value: false, configurable: true });
    startShell(document, MAIN);
    expect(shellScripts()).toEqual([MAIN]);
    // Nothing to hand over: the shell finds no first screen (and loads the route's page at once, bootstrap.tsx).
    expect(document.getElementById('mall-first-screen')).toBeNull();
  });

  it('keeps a first screen the window shows', () => {
    writeFirstScreen();
    startShell(document, MAIN);
    expect(document.getElementById('mall-first-screen')).not.toBeNull();
    expect(shellScripts()).toEqual([]);
  });

  it('runs main.js once the first screen’s picture is loaded and painted, and only once', async () => {
    const picture = writeFirstScreen();
    Object.defineProperty(picture, 'complete', { value: false, configurable: true });
    startShell(document, MAIN);
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 100);
    expect(shellScripts()).toEqual([]);

    picture.dispatchEvent(new Event('load'));
    expect(shellScripts()).toEqual([]);
    await nextFrame();
    expect(shellScripts()).toEqual([MAIN]);

    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    expect(shellScripts()).toEqual([MAIN]);
  });

  it('runs main.js after the next frame when the picture was already loaded', async () => {
    const picture = writeFirstScreen();
    Object.defineProperty(picture, 'complete', { value: true, configurable: true });
    startShell(document, MAIN);
    expect(shellScripts()).toEqual([]);
    await nextFrame();
    expect(shellScripts()).toEqual([MAIN]);
  });

  it('never waits for a picture that fails, nor longer than FIRST_SCREEN_WAIT_MS for a slow one', () => {
    const failing = writeFirstScreen();
    Object.defineProperty(failing, 'complete', { value: false, configurable: true });
    startShell(document, MAIN);
    failing.dispatchEvent(new Event('error'));
    expect(shellScripts()).toEqual([MAIN]);

    document.head.innerHTML = '';
    const slow = writeFirstScreen();
    Object.defineProperty(slow, 'complete', { value: false, configurable: true });
    startShell(document, MAIN);
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(shellScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(shellScripts()).toEqual([MAIN]);
  });

  describe('where the browser reports the largest contentful paint', () => {
    let report: (element: Element) => void = () => undefined;
    beforeEach(() => {
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
        observe() {
          report = (element) => this.callback({ getEntries: () => [{ element }] });
        }
        disconnect() {
          report = () => undefined;
        }
      }
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    });

    it('runs main.js once the picture is reported, not when it is only painted', async () => {
      const picture = writeFirstScreen();
      Object.defineProperty(picture, 'complete', { value: true, configurable: true });
      startShell(document, MAIN);
      await nextFrame();
      expect(shellScripts()).toEqual([]);
      // Another element reported first (the name's text) does not start it.
      report(document.querySelector('#root')!);
      jest.advanceTimersByTime(1);
      expect(shellScripts()).toEqual([]);

      report(picture);
      jest.advanceTimersByTime(1);
      expect(shellScripts()).toEqual([MAIN]);
    });

    it('runs main.js once any picture of the search results’ first row is reported, not only the first', async () => {
      document.body.innerHTML =
        '<div id="root"></div><div id="mall-first-screen" class="mall-fs" data-page="goodsSearch" aria-hidden="true">' +
        '<div class="mall-fs-column mall-fs-search"><div class="mall-fs-cards">' +
        [1, 2, 3]
          .map((n) => `<div class="mall-fs-card"><img src="/media/photos/v1/product-0${n}.w240.jpg" width="400" height="400" alt=""></div>`)
          .join('') +
        '</div></div></div>';
      const [first, , third] = document.querySelectorAll<HTMLImageElement>('#mall-first-screen img');
      Object.defineProperty(first, 'complete', { value: true, configurable: true });
      startShell(document, MAIN);
      await nextFrame();
      expect(shellScripts()).toEqual([]);
      // The third card's picture painted first: the browser names it, and no later one of the same size.
      report(third);
      jest.advanceTimersByTime(1);
      expect(shellScripts()).toEqual([MAIN]);
    });

    it('runs main.js PAINT_REPORT_WAIT_MS after the paint when the picture is never reported', async () => {
      const picture = writeFirstScreen();
      Object.defineProperty(picture, 'complete', { value: true, configurable: true });
      startShell(document, MAIN);
      await nextFrame();
      jest.advanceTimersByTime(PAINT_REPORT_WAIT_MS - 30);
      expect(shellScripts()).toEqual([]);
      jest.advanceTimersByTime(30);
      expect(shellScripts()).toEqual([MAIN]);
    });
  });
});
