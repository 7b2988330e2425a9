import { createBus } from '../bus';

describe('createBus', () => {
  it('delivers a published payload to current subscribers and remembers it', () => {
    const bus = createBus({ window: {} });
    const seen: number[] = [];
    bus.subscribe('cart/countChanged', ({ count }) => seen.push(count));
    bus.publish('cart/countChanged', { count: 3 });
    bus.publish('cart/countChanged', { count: 4 });
    expect(seen).toEqual([3, 4]);
    expect(bus.last('cart/countChanged')).toEqual({ count: 4 });
    expect(bus.last('auth/tokenChanged')).toBeUndefined();
  });

  it('replays the last state value to every late subscriber', () => {
    const bus = createBus({ window: {} });
    bus.publish('i18n/localeChanged', { locale: 'fr' });
    bus.publish('i18n/localeChanged', { locale: 'th' });
    const first = jest.fn();
    const second = jest.fn();
    bus.subscribe('i18n/localeChanged', first);
    bus.subscribe('i18n/localeChanged', second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ locale: 'th' });
    expect(second).toHaveBeenCalledWith({ locale: 'th' });
  });

  it('does not replay when the subscriber opts out', () => {
    const bus = createBus({ window: {} });
    bus.publish('auth/tokenChanged', { token: 'abc' });
    const handler = jest.fn();
    bus.subscribe('auth/tokenChanged', handler, { replay: false });
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands a signal published before anyone listened to the first subscriber only', () => {
    const bus = createBus({ window: {} });
    bus.publish('auth/loginRequested', { tourist: true });
    const first = jest.fn();
    const second = jest.fn();
    bus.subscribe('auth/loginRequested', first);
    bus.subscribe('auth/loginRequested', second);
    expect(first).toHaveBeenCalledWith({ tourist: true });
    expect(second).not.toHaveBeenCalled();
    expect(bus.last('auth/loginRequested')).toEqual({ tourist: true });
  });

  it('does not replay a signal that already reached a listener', () => {
    const bus = createBus({ window: {} });
    const toastHost = jest.fn();
    const stop = bus.subscribe('ui/toast', toastHost);
    bus.publish('ui/toast', { kind: 'error', messageId: 'errors.system' });
    stop();
    const remounted = jest.fn();
    bus.subscribe('ui/toast', remounted);
    expect(toastHost).toHaveBeenCalledTimes(1);
    expect(remounted).not.toHaveBeenCalled();
  });

  it('stops calling a handler after unsubscribe, leaving the others', () => {
    const bus = createBus({ window: {} });
    const kept = jest.fn();
    const dropped = jest.fn();
    bus.subscribe('cart/countChanged', kept);
    const unsubscribe = bus.subscribe('cart/countChanged', dropped);
    unsubscribe();
    unsubscribe();
    bus.publish('cart/countChanged', { count: 1 });
    expect(kept).toHaveBeenCalledWith({ count: 1 });
    expect(dropped).not.toHaveBeenCalled();
  });

  it('lets a handler unsubscribe itself while the event is dispatched', () => {
    const bus = createBus({ window: {} });
    const after = jest.fn();
    const unsubscribe = bus.subscribe('cart/countChanged', () => unsubscribe());
    bus.subscribe('cart/countChanged', after);
    bus.publish('cart/countChanged', { count: 2 });
    bus.publish('cart/countChanged', { count: 5 });
    expect(after).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering to other handlers when one throws', () => {
    const bus = createBus({ window: {} });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = jest.fn();
    bus.subscribe('auth/userChanged', () => {
      throw new Error('boom');
    });
    bus.subscribe('auth/userChanged', healthy);
    bus.publish('auth/userChanged', { user: null });
    expect(healthy).toHaveBeenCalledWith({ user: null });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('keeps one shared bus when the module is loaded twice', () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules loads a module afresh only through a synchronous require() */
    let first: unknown;
    let second: unknown;
    jest.isolateModules(() => {
      first = require('../index').bus;
    });
    jest.isolateModules(() => {
      second = require('../index').bus;
    });
    expect(first).toBeDefined();
    expect(first).toBe(second);
    expect(first).toBe(require('../singleton').bus);
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
});
