import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CACHE_TAGS, Subscribers, createBatchedPublisher, parseRemoteMessage, type CacheInvalidation } from './invalidation';

export const REDIS_CHANNEL = 'mall:cache-invalidation';

/**
 * Several API processes sharing a Redis (REDIS_URL): each process subscribes on its own connection (a subscribed
 * Redis connection can do nothing else); `publish` delivers to its own subscribers at once, then PUBLISHes to the
 * others (a message carries its origin, so the publisher does not apply it twice; writes in a burst share one
 * message). ioredis resubscribes after a dropped connection; as messages may have been missed meanwhile, every
 * cache is cleared when the subscription comes back.
 */
export async function createRedisInvalidation(redis: Redis, log: (line: string) => void = () => undefined): Promise<CacheInvalidation> {
  const origin = randomUUID();
  const subs = new Subscribers();
  const subscriber = redis.duplicate({ connectionName: 'mall-api-cache-invalidation' });
  const publisher = createBatchedPublisher(subs, origin, (payload) => redis.publish(REDIS_CHANNEL, payload), log);

  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== REDIS_CHANNEL) return;
    const message = parseRemoteMessage(payload, origin);
    if (message) subs.deliver(message);
  });
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (!subscribedOnce) return;
    log('cache invalidation subscription back; clearing caches (messages may have been missed)');
    subs.deliver({ tags: [...CACHE_TAGS] });
  });
  subscriber.on('error', (err: Error) => log(`cache invalidation subscription: ${err.message}`));
  await subscriber.subscribe(REDIS_CHANNEL);
  subscribedOnce = true;

  return {
    kind: 'redis-pubsub',
    publish: publisher.publish,
    subscribe: (handler) => subs.add(handler),
    async close() {
      await publisher.drain();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
