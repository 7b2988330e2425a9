import { createBus } from '../bus';
import { isMallEventType, isStateEvent } from '../events';
import { createChannelNetwork, flushMessages } from './fake-broadcast-channel';

describe('auth/logoutRequested', () => {
  it('is a known signal, not a state event', () => {
    expect(isMallEventType('auth/logoutRequested')).toBe(true);
    expect(isStateEvent('auth/logoutRequested')).toBe(false);
  });

  it('stays in its own tab (the host of that tab signs out; the token change then reaches the others)', async () => {
    const { host, posted } = createChannelNetwork();
    const tabA = createBus({ window: host });
    const tabB = createBus({ window: host });
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.subscribe('auth/logoutRequested', inA, { replay: false });
    tabB.subscribe('auth/logoutRequested', inB, { replay: false });
    tabA.publish('auth/logoutRequested', {});
    await flushMessages();
    expect(inA).toHaveBeenCalledTimes(1);
    expect(inB).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });

  it('an earlier request is not handed to a listener that asks for no replay', () => {
    const bus = createBus({ window: {} });
    bus.publish('auth/logoutRequested', {});
    const late = jest.fn();
    bus.subscribe('auth/logoutRequested', late, { replay: false });
    expect(late).not.toHaveBeenCalled();
  });
});
