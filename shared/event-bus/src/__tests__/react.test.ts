import { act, renderHook } from '@testing-library/react';
import { createBus } from '../bus';
import { useBusValue } from '../react';

describe('useBusValue', () => {
  it('starts from the last value and follows later publishes', () => {
    const bus = createBus({ window: {} });
    bus.publish('cart/countChanged', { count: 1 });
    const { result } = renderHook(() => useBusValue('cart/countChanged', bus));
    expect(result.current).toEqual({ count: 1 });
    act(() => bus.publish('cart/countChanged', { count: 5 }));
    expect(result.current).toEqual({ count: 5 });
  });

  it('is undefined until the first publish', () => {
    const bus = createBus({ window: {} });
    const { result } = renderHook(() => useBusValue('auth/userChanged', bus));
    expect(result.current).toBeUndefined();
    act(() => bus.publish('auth/userChanged', { user: null }));
    expect(result.current).toEqual({ user: null });
  });

  it('does not swallow a held signal meant for a real listener', () => {
    const bus = createBus({ window: {} });
    bus.publish('auth/loginRequested', {});
    renderHook(() => useBusValue('auth/loginRequested', bus));
    const dialog = jest.fn();
    bus.subscribe('auth/loginRequested', dialog);
    expect(dialog).toHaveBeenCalledWith({});
  });

  it('unsubscribes on unmount', () => {
    const bus = createBus({ window: {} });
    const realSubscribe = bus.subscribe;
    const unsubscribe = jest.fn();
    bus.subscribe = ((type, handler, options) => {
      const stop = realSubscribe(type, handler, options);
      return () => {
        unsubscribe();
        stop();
      };
    }) as typeof bus.subscribe;
    const { unmount } = renderHook(() => useBusValue('cart/countChanged', bus));
    expect(unsubscribe).not.toHaveBeenCalled();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
