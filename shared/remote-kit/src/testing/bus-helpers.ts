import { act } from '@testing-library/react';
import { clearBrowserStorage } from './browser-state';

/**
 * The event bus as the helpers use it; `bus` of @mall/event-bus fits with `Events` = its `MallEvents`.
 * remote-kit does not depend on the bus package, so each remote hands its own bus in.
 */
export interface TestBus<Events> {
  publish<T extends keyof Events>(type: T, payload: Events[T]): void;
  subscribe<T extends keyof Events>(type: T, handler: (payload: Events[T]) => void, options?: { replay?: boolean }): () => void;
}

/** The state every page test starts from: nobody signed in, an empty cart, English. */
const START_STATE = [
  ['auth/userChanged', { user: null }],
  ['auth/tokenChanged', { token: null }],
  ['cart/countChanged', { count: 0 }],
  ['i18n/localeChanged', { locale: 'en' }],
] as const;

/** The events the start state is made of, with payloads that accept its values. */
interface StartStateEvents {
  'auth/userChanged': { user: unknown };
  'auth/tokenChanged': { token: string | null };
  'cart/countChanged': { count: number };
  'i18n/localeChanged': { locale: string };
}

/** Binds the helpers that need the bus: `createBusHelpers<MallEvents>(bus)`. */
export function createBusHelpers<Events extends StartStateEvents>(bus: TestBus<Events>) {
  return {
    /** Cookies, storage and the bus's replayed state of an earlier test: signed out, cart 0, English. */
    resetBrowserState(): void {
      clearBrowserStorage();
      // The start state's payloads fit the constraint on Events; the compiler cannot see that through Events[T].
      const publish = bus.publish as (type: keyof StartStateEvents, payload: unknown) => void;
      act(() => {
        for (const [type, payload] of START_STATE) publish.call(bus, type, payload);
      });
    },

    /** Every event of `type` published while the test runs (replayed values excluded); `stop()` ends it. */
    recordBus<T extends keyof Events>(type: T): { events: Events[T][]; stop: () => void } {
      const events: Events[T][] = [];
      const stop = bus.subscribe(type, (payload) => events.push(payload), { replay: false });
      return { events, stop };
    },
  };
}
