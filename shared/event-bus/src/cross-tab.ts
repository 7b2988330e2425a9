import { isStateEvent, type MallEvents, type StateEventType } from './events';

/** The part of BroadcastChannel the bus uses (so tests can pass a fake pair). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Where the bus finds BroadcastChannel: `window` in a browser, a fake in tests. */
export interface BusHost {
  BroadcastChannel?: new (name: string) => ChannelLike;
}

export interface CrossTabMessage<T extends StateEventType = StateEventType> {
  source: '@mall/event-bus';
  type: T;
  payload: MallEvents[T];
}

export function toCrossTabMessage<T extends StateEventType>(type: T, payload: MallEvents[T]): CrossTabMessage<T> {
  return { source: '@mall/event-bus', type, payload };
}

/** Accepts only well-formed state events from other tabs; anything else on the channel is ignored. */
export function readCrossTabMessage(data: unknown): CrossTabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = data as Partial<CrossTabMessage>;
  if (candidate.source !== '@mall/event-bus') return null;
  if (typeof candidate.type !== 'string' || !isStateEvent(candidate.type)) return null;
  if (typeof candidate.payload !== 'object' || candidate.payload === null) return null;
  return candidate as CrossTabMessage;
}

export function openChannel(host: BusHost | undefined, name: string): ChannelLike | null {
  const Channel = host?.BroadcastChannel;
  if (typeof Channel !== 'function') return null;
  try {
    return new Channel(name);
  } catch {
    return null;
  }
}
