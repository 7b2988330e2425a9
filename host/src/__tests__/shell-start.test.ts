// The shell start (shell-start.ts): the shell's main.js runs at once on a page without a first screen, and on a page
// with one only after its picture is painted and reported as the largest contentful paint (or failed, or after
// FIRST_SCREEN_WAIT_MS).
import { FIRST_SCREEN_WAIT_MS, PAINT_REPORT_WAIT_MS, startShell } from '../shell-start';

const MAIN = '/main.0123abcd.js';
const shellScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function writeFirstScreen(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"></div><div id="mall-first-screen" class="mall-fs" data-page="goodsDetail" aria-hidden="true">' +
    '<picture><img class="mall-fs-picture" src="/media/photos/v1/product-03.w480.jpg" width="420" height="420" alt=""></picture></div>';
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
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('runs main.js at once on a page without a first screen (search, cart…)', () => {
    startShell(document, MAIN);
    expect(shellScripts()).toEqual([MAIN]);
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
