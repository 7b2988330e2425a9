import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import NProgress from 'nprogress';
import { createBus } from '@mall/event-bus';
import { LOADING_BAR, holdLoading, settleLoading, startLoading } from '../../lib/loading-bar';
import { useNavigationProgress, useRemoteLoadingStates } from '../navigation-progress';

const flushMicrotasks = () => Promise.resolve();

function Listener({ bus }: { bus: ReturnType<typeof createBus> }) {
  useRemoteLoadingStates(bus);
  return null;
}

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

describe('loading bar', () => {
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
    const release = holdLoading();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.durationMs * 2);
    expect(NProgress.status).toBeLessThan(1);
    release();
  });
});

describe('loading bar of a navigation inside a loaded remote', () => {
  it('keeps running while the remote reports a loading state, and finishes when its data is there', async () => {
    const bus = createBus({ window: {} });
    render(<Listener bus={bus} />);
    startLoading();
    // The remote's page shows its loading block in the same commit as the route change.
    bus.publish('ui/loading', { id: 'goods-detail', loading: true });
    settleLoading();
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.tickMs * 5);
    expect(NProgress.isStarted()).toBe(true);
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();

    bus.publish('ui/loading', { id: 'goods-detail', loading: false });
    await flushMicrotasks();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('finishes at once when the remote page has its data already (no loading state)', async () => {
    const bus = createBus({ window: {} });
    render(<Listener bus={bus} />);
    startLoading();
    settleLoading();
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs * 2);
    expect(NProgress.isStarted()).toBe(false);
  });

  it('waits for every loading state of the page, and ignores a repeated report of one', async () => {
    const bus = createBus({ window: {} });
    render(<Listener bus={bus} />);
    startLoading();
    bus.publish('ui/loading', { id: 'list', loading: true });
    bus.publish('ui/loading', { id: 'list', loading: true });
    bus.publish('ui/loading', { id: 'reviews', loading: true });
    settleLoading();
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.tickMs);
    bus.publish('ui/loading', { id: 'list', loading: false });
    await flushMicrotasks();
    expect(NProgress.isStarted()).toBe(true);
    bus.publish('ui/loading', { id: 'reviews', loading: false });
    await flushMicrotasks();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('lets go of the loading states when the shell unmounts', async () => {
    const bus = createBus({ window: {} });
    const { unmount } = render(<Listener bus={bus} />);
    startLoading();
    bus.publish('ui/loading', { id: 'list', loading: true });
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.tickMs);
    expect(NProgress.isStarted()).toBe(true);
    unmount();
    await flushMicrotasks();
    expect(NProgress.isStarted()).toBe(false);
  });
});

describe('loading bar of the route', () => {
  function Shell({ bus }: { bus: ReturnType<typeof createBus> }) {
    useRemoteLoadingStates(bus);
    useNavigationProgress();
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/goods_detail/2')}>
        next
      </button>
    );
  }

  it('shows none while the first page of a visit loads, and runs for the next navigation', async () => {
    const bus = createBus({ window: {} });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell bus={bus} />
      </MemoryRouter>,
    );
    // The first page waits for its code and data: its skeleton shows, not the bar.
    bus.publish('ui/loading', { id: 'home', loading: true });
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.tickMs * 10);
    expect(NProgress.isStarted()).toBe(false);
    expect(document.getElementById('nprogress')).toBeNull();
    bus.publish('ui/loading', { id: 'home', loading: false });
    await flushMicrotasks();

    act(() => screen.getByRole('button', { name: 'next' }).click());
    bus.publish('ui/loading', { id: 'goods-detail', loading: true });
    await flushMicrotasks();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.tickMs);
    expect(NProgress.isStarted()).toBe(true);
    bus.publish('ui/loading', { id: 'goods-detail', loading: false });
    await flushMicrotasks();
    expect(NProgress.isStarted()).toBe(false);
  });
});
