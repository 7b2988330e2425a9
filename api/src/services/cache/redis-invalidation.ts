import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CACHE_TAGS, Subscribers, createBatchedPublisher, parseRemoteMessage, type CacheInvalidation } from './invalidation';

export const REDIS_CHANNEL = 'mall:cache-invalidation';

/**
 * Several API processes sharing a Redis (REDIS_URL): each process subscribes on its own connection (a subscribed
 * Redis connection can do nothing else); `publish` delivers to its own subscribers at once, then PUBLISHes to the
 * others (a message carries its origin, so the publisher does not apply it twice; writes in a burst share one
 * message). When the subscription's connection drops (Redis stopped, restarted, unreachable), every cache is emptied
 * and bypassed (`live` false: a change made elsewhere meanwhile would go unseen, a signed-out token included);
 * ioredis reconnects by itself (infra/redis.ts), and once SUBSCRIBE is in place again the caches are emptied once
 * more (messages may have been missed) and trusted again.
 */
export async function createRedisInvalidation(redis: Redis, log: (line: string) => void = () => undefined): Promise<CacheInvalidation> {
  const origin = randomUUID();
  const subs = new Subscribers();
  const subscriber = redis.duplicate({ connectionName: 'mall-api-cache-invalidation' });
  const publisher = createBatchedPublisher(subs, origin, (payload) => redis.publish(REDIS_CHANNEL, payload), log);
  let live = false;

  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== REDIS_CHANNEL) return;
    const message = parseRemoteMessage(payload, origin);
    if (message) subs.deliver(message);
  });
  const lost = () => {
    if (!live) return;
    live = false;
    log('cache invalidation subscription lost; caches emptied and bypassed until it is back');
    subs.deliver({ tags: [...CACHE_TAGS] });
  };
  subscriber.on('close', lost);
  subscriber.on('reconnecting', lost);
  subscriber.on('error', (err: Error) => log(`cache invalidation subscription: ${err.message}`));
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (!subscribedOnce) return;
    // ioredis subscribes again on its own; waiting for the server's answer to our own SUBSCRIBE (a no-op when already
    // subscribed) means every message published from now on is received before the caches are trusted again.
    subscriber.subscribe(REDIS_CHANNEL).then(
      () => {
        if (subscriber.status !== 'ready') return;
        log('cache invalidation subscription back; caches emptied (messages may have been missed)');
        subs.deliver({ tags: [...CACHE_TAGS] });
        live = true;
      },
      (err: Error) => log(`cache invalidation: subscribing again failed (${err.message}); waiting for the next reconnection`),
    );
  });
  await subscriber.subscribe(REDIS_CHANNEL);
  subscribedOnce = true;
  live = true;

  return {
    kind: 'redis-pubsub',
    get live() {
      return live;
    },
    publish: publisher.publish,
    subscribe: (handler) => subs.add(handler),
    async close() {
      live = false;
      await publisher.drain();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
