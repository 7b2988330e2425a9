import NProgress from 'nprogress';
import { LOADING_BAR, holdLoading, settleLoading, startLoading } from '../loading-bar';

const flushMicrotasks = () => Promise.resolve();

describe('loading bar', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    NProgress.remove();
    NProgress.status = null;
  });

  afterEach(async () => {
    settleLoading();
    await flushMicrotasks();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('does not show for a navigation that settles within the throttle', async () => {
    startLoading();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    settleLoading();
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(NProgress.isStarted()).toBe(false);
  });

  it('shows after the throttle, advances every tick and finishes when the last loading state goes', async () => {
    startLoading();
    const release = holdLoading();
    settleLoading();
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(NProgress.isStarted()).toBe(true);
    // Decoration only: hidden from assistive technology, and no made-up ARIA role (nprogress's default is role="bar").
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).not.toHaveAttribute('role');
    const first = NProgress.status ?? 0;
    jest.advanceTimersByTime(LOADING_BAR.tickMs * 10);
    expect(NProgress.status).toBeCloseTo(first + (10 * LOADING_BAR.tickMs) / LOADING_BAR.durationMs, 5);
    release();
    await flushMicrotasks();
    // nprogress marks a finished bar with status null; the element fades out over the hide delay.
    expect(NProgress.isStarted()).toBe(false);
    expect(document.getElementById('nprogress')).not.toBeNull();
    jest.advanceTimersByTime(LOADING_BAR.hideDelayMs + 50);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('never reaches the end on its own', async () => {
    startLoading();
    holdLoading();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.durationMs * 2);
    expect(NProgress.status).toBeLessThan(1);
  });
});
