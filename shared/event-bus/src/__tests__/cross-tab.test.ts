import { createBus } from '../bus';
import { createChannelNetwork, flushMessages } from './fake-broadcast-channel';

function twoTabs() {
  const network = createChannelNetwork();
  const tabA = createBus({ window: network.host });
  const tabB = createBus({ window: network.host });
  return { ...network, tabA, tabB };
}

describe('cross-tab mirroring', () => {
  it('delivers state events to the other tab', async () => {
    const { tabA, tabB } = twoTabs();
    const inB = jest.fn();
    tabB.subscribe('auth/tokenChanged', inB);
    tabA.publish('auth/tokenChanged', { token: 'tok-1' });
    await flushMessages();
    expect(inB).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(tabB.last('auth/tokenChanged')).toEqual({ token: 'tok-1' });
  });

  it('mirrors the user, the locale and the cart count too', async () => {
    const { tabA, tabB } = twoTabs();
    tabA.publish('auth/userChanged', { user: null });
    tabA.publish('i18n/localeChanged', { locale: 'lao' });
    tabA.publish('cart/countChanged', { count: 7 });
    await flushMessages();
    expect(tabB.last('auth/userChanged')).toEqual({ user: null });
    expect(tabB.last('i18n/localeChanged')).toEqual({ locale: 'lao' });
    expect(tabB.last('cart/countChanged')).toEqual({ count: 7 });
  });

  it('keeps signals inside their own tab', async () => {
    const { tabA, tabB, posted } = twoTabs();
    const toast = jest.fn();
    const login = jest.fn();
    tabB.subscribe('ui/toast', toast);
    tabB.subscribe('auth/loginRequested', login);
    tabA.publish('ui/toast', { kind: 'info', messageId: 'common.loading' });
    tabA.publish('auth/loginRequested', {});
    await flushMessages();
    expect(posted).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });

  it('does not re-broadcast what it received, so nothing echoes back', async () => {
    const { tabA, tabB, posted } = twoTabs();
    const inA = jest.fn();
    tabA.subscribe('cart/countChanged', inA);
    tabB.subscribe('cart/countChanged', jest.fn());
    tabA.publish('cart/countChanged', { count: 2 });
    await flushMessages();
    await flushMessages();
    expect(posted).toHaveLength(1);
    expect(inA).toHaveBeenCalledTimes(1);
  });

  it('ignores foreign or malformed messages on the channel', async () => {
    const { tabB, FakeChannel } = twoTabs();
    const stranger = new FakeChannel('mall-bus');
    const handler = jest.fn();
    tabB.subscribe('auth/tokenChanged', handler);
    stranger.postMessage({ type: 'auth/tokenChanged', payload: { token: 'x' } });
    stranger.postMessage({ source: '@mall/event-bus', type: 'ui/toast', payload: { kind: 'error' } });
    stranger.postMessage({ source: '@mall/event-bus', type: 'auth/tokenChanged', payload: 'x' });
    stranger.postMessage('hello');
    await flushMessages();
    expect(handler).not.toHaveBeenCalled();
    stranger.postMessage({ source: '@mall/event-bus', type: 'auth/tokenChanged', payload: { token: 'y' } });
    await flushMessages();
    expect(handler).toHaveBeenCalledWith({ token: 'y' });
  });

  it('only talks to channels of the same name and stops after close', async () => {
    const network = createChannelNetwork();
    const tabA = createBus({ window: network.host });
    const otherApp = createBus({ window: network.host, channelName: 'other' });
    const tabB = createBus({ window: network.host });
    tabB.close();
    tabA.publish('cart/countChanged', { count: 9 });
    await flushMessages();
    expect(otherApp.last('cart/countChanged')).toBeUndefined();
    expect(tabB.last('cart/countChanged')).toBeUndefined();
  });

  it('works without BroadcastChannel', () => {
    const bus = createBus({ window: {} });
    const handler = jest.fn();
    bus.subscribe('cart/countChanged', handler);
    bus.publish('cart/countChanged', { count: 1 });
    expect(handler).toHaveBeenCalledWith({ count: 1 });
  });
});
