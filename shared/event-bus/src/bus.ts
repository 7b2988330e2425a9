import { openChannel, readCrossTabMessage, toCrossTabMessage, type BusHost } from './cross-tab';
import { isStateEvent, type MallEventType, type MallEvents } from './events';

export type BusHandler<T extends MallEventType> = (payload: MallEvents[T]) => void;

export interface SubscribeOptions {
  /** Call the handler at once with what was already published (default true). */
  replay?: boolean;
}

export interface MallBus {
  publish<T extends MallEventType>(type: T, payload: MallEvents[T]): void;
  /** Returns the unsubscribe function. */
  subscribe<T extends MallEventType>(type: T, handler: BusHandler<T>, options?: SubscribeOptions): () => void;
  last<T extends MallEventType>(type: T): MallEvents[T] | undefined;
  /** Stops listening to other tabs (the bus keeps working inside this tab). */
  close(): void;
}

export interface CreateBusOptions {
  /** BroadcastChannel name, default 'mall-bus'. */
  channelName?: string;
  /** Provides BroadcastChannel; defaults to the global object. */
  window?: BusHost;
}

type AnyHandler = (payload: unknown) => void;

function defaultHost(): BusHost | undefined {
  return typeof globalThis === 'undefined' ? undefined : (globalThis as BusHost);
}

/**
 * Replay rules:
 * - state events (token, user, locale, cart count) replay their last value to every late subscriber;
 * - signals (auth/loginRequested, ui/toast) published while nobody listens are held and handed to the
 *   first subscriber only, so a remounted login dialog or toast host does not fire an old signal again.
 */
export function createBus(options: CreateBusOptions = {}): MallBus {
  const handlers = new Map<MallEventType, Set<AnyHandler>>();
  const lastValues = new Map<MallEventType, unknown>();
  const pendingSignals = new Set<MallEventType>();
  const channel = openChannel(options.window ?? defaultHost(), options.channelName ?? 'mall-bus');

  function call(type: MallEventType, handler: AnyHandler, payload: unknown): void {
    try {
      handler(payload);
    } catch (error) {
      console.error(`[event-bus] a handler of '${type}' failed`, error);
    }
  }

  function deliver(type: MallEventType, payload: unknown): void {
    lastValues.set(type, payload);
    const listeners = handlers.get(type);
    if (!listeners || listeners.size === 0) {
      if (!isStateEvent(type)) pendingSignals.add(type);
      return;
    }
    pendingSignals.delete(type);
    for (const handler of [...listeners]) call(type, handler, payload);
  }

  const onChannelMessage = (event: { data: unknown }): void => {
    const message = readCrossTabMessage(event.data);
    // Delivered locally only: re-broadcasting here would bounce events between tabs forever.
    if (message) deliver(message.type, message.payload);
  };
  channel?.addEventListener('message', onChannelMessage);

  return {
    publish(type, payload) {
      deliver(type, payload);
      if (channel && isStateEvent(type)) {
        try {
          channel.postMessage(toCrossTabMessage(type, payload as MallEvents[typeof type]));
        } catch (error) {
          console.error(`[event-bus] could not mirror '${type}' to other tabs`, error);
        }
      }
    },

    subscribe(type, handler, { replay = true } = {}) {
      const anyHandler = handler as AnyHandler;
      let listeners = handlers.get(type);
      if (!listeners) {
        listeners = new Set();
        handlers.set(type, listeners);
      }
      listeners.add(anyHandler);
      if (replay && lastValues.has(type)) {
        if (isStateEvent(type)) {
          call(type, anyHandler, lastValues.get(type));
        } else if (pendingSignals.has(type)) {
          pendingSignals.delete(type);
          call(type, anyHandler, lastValues.get(type));
        }
      }
      return () => {
        listeners.delete(anyHandler);
      };
    },

    last(type) {
      return lastValues.get(type) as MallEvents[typeof type] | undefined;
    },

    close() {
      if (!channel) return;
      channel.removeEventListener('message', onChannelMessage);
      channel.close();
    },
  };
}
