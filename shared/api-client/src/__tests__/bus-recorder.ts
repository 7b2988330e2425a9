import { bus, type MallEventType, type MallEvents } from '@mall/event-bus';

/** Records what is published from now on (no replay of earlier values). */
export function recordBus<T extends MallEventType>(type: T) {
  const seen: Array<MallEvents[T]> = [];
  const stop = bus.subscribe(type, (payload) => seen.push(payload), { replay: false });
  return { seen, stop };
}
