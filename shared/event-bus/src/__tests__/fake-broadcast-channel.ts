import type { BusHost, ChannelLike } from '../cross-tab';

type Listener = (event: { data: unknown }) => void;

/** A network of fake BroadcastChannels: like the real one, a post reaches every other open channel of the
 *  same name (never the sender) asynchronously, with a copy of the message (JSON round trip: jsdom has no structuredClone). */
export function createChannelNetwork() {
  const open = new Set<FakeChannel>();
  const posted: Array<{ name: string; data: unknown }> = [];

  class FakeChannel implements ChannelLike {
    private listeners = new Set<Listener>();
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(message: unknown): void {
      const data = JSON.parse(JSON.stringify(message));
      posted.push({ name: this.name, data });
      for (const peer of open) {
        if (peer !== this && peer.name === this.name) {
          queueMicrotask(() => peer.receive(JSON.parse(JSON.stringify(data))));
        }
      }
    }
    receive(data: unknown): void {
      for (const listener of this.listeners) listener({ data });
    }
    addEventListener(_type: 'message', listener: Listener): void {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: Listener): void {
      this.listeners.delete(listener);
    }
    close(): void {
      open.delete(this);
    }
  }

  const host: BusHost = { BroadcastChannel: FakeChannel };
  return { host, posted, FakeChannel };
}

export const flushMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
