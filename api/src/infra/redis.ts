import { Redis } from 'ioredis';

/** The longest pause between two tries to reconnect to a Redis that went away (ioredis' own default is 2 s). */
const MAX_RECONNECT_DELAY_MS = 500;

/**
 * The Redis (or Valkey) connection shared by the API's cross-process features: rate-limit counters and cache
 * invalidation. Settings follow @fastify/rate-limit's advice for ioredis: a short connect timeout and one retry per
 * command, so an unreachable Redis answers an error quickly instead of queueing requests for ever; a command a hung
 * server does not answer fails after a second. ioredis reconnects by itself for as long as it takes, every 500 ms at
 * most, so the limits and the invalidation channel are back within half a second of Redis (docs/faults.md); the
 * users cope with the outage themselves (limits/fallback-store.ts, cache/redis-invalidation.ts).
 */
function openRedis(url: string, name = 'mall-api'): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, MAX_RECONNECT_DELAY_MS),
    connectionName: name,
  });
}

/** Opens the connection and checks that the server answers, so a wrong REDIS_URL stops the start with a clear error. */
export async function connectRedis(url: string, name?: string): Promise<Redis> {
  const redis = openRedis(url, name);
  try {
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at ${redactedUrl(url)} did not answer: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  return redis;
}

/** The URL without its password, for messages and logs. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
