import { act, renderHook } from '@testing-library/react';
import { useLeadingDebounce } from '../use-leading-debounce';
import { useCountdown } from '../use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useLeadingDebounce', () => {
  it('runs the first call at once and ignores calls until 500 ms of quiet', () => {
    const action = jest.fn();
    const { result } = renderHook(() => useLeadingDebounce(action));
    result.current('a');
    result.current('b');
    jest.advanceTimersByTime(400);
    result.current('c');
    jest.advanceTimersByTime(400);
    expect(action.mock.calls).toEqual([['a']]);
    jest.advanceTimersByTime(100);
    result.current('d');
    expect(action.mock.calls).toEqual([['a'], ['d']]);
  });

  it('drops only duplicates: a call with another key runs at once', () => {
    const action = jest.fn();
    const { result } = renderHook(() => useLeadingDebounce(action, (value: string) => value));
    result.current('a@b');
    result.current('a@b');
    jest.advanceTimersByTime(200);
    result.current('a@b.com');
    result.current('a@b.com');
    jest.advanceTimersByTime(400);
    result.current('a@b.com');
    expect(action.mock.calls).toEqual([['a@b'], ['a@b.com']]);
    jest.advanceTimersByTime(500);
    result.current('a@b.com');
    expect(action.mock.calls).toEqual([['a@b'], ['a@b.com'], ['a@b.com']]);
  });
});

describe('useCountdown', () => {
  it('counts 60 s down to 0 and then reports finished', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(59000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.finished).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.finished).toBe(true);
  });

  it('can start at once', () => {
    const { result } = renderHook(() => useCountdown(60, true));
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
  });
});
