import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** The result every @fastify/rate-limit store answers: the count in the window and the milliseconds left in it. */
interface StoreResult {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, result?: StoreResult) => void;

/**
 * The store interface of @fastify/rate-limit (`store` option) as its own LocalStore and RedisStore implement it (the
 * published typings omit `read`, which the counters' peek uses, and type `child`'s options loosely).
 */
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
interface RouteOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
  routeInfo: { method: string; url: string };
}

// The plugin's own two stores (CommonJS, without type declarations: their interface is named here).
/* eslint-disable @typescript-eslint/no-require-imports */
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;
/* eslint-enable @typescript-eslint/no-require-imports */

/** Keys the in-memory fallback keeps per limit (its least recently used go first). */
const FALLBACK_KEYS = 100_000;

/**
 * @fastify/rate-limit's Redis store with an in-memory fallback: while Redis answers, every process counts together
 * in Redis; while it is down (not connected, or a command fails), each process counts in its own memory, so every
 * limit still holds per process (N processes allow at most N times the limit for the outage) and no limited route
 * (sign-in, codes, guest accounts, uploads) answers an error. A Redis that is not connected is not even asked (no
 * wait for a timeout); once ioredis has reconnected, counting goes back to Redis. The in-memory counts of the outage
 * are then forgotten: the windows are minutes long, a documented, bounded leniency (docs/faults.md).
 */
export function redisStoreWithFallback(redis: Redis, nameSpace: string, warn: (line: string) => void): FastifyRateLimitStoreCtor {
  let falling = false;
  const note = (why: string) => {
    if (falling) return;
    falling = true;
    warn(`rate limits: Redis unavailable (${why}); counting in this process until it is back`);
  };
  const back = () => {
    if (!falling) return;
    falling = false;
    warn('rate limits: Redis is back; counting there again');
  };

  class FallbackStore implements Store {
    constructor(
      params: Pick<RouteOptions, 'continueExceeding' | 'exponentialBackoff'>,
      private readonly shared: Store = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      private readonly local: Store = new LocalStore(params.continueExceeding, params.exponentialBackoff, FALLBACK_KEYS),
    ) {}

    private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        note(`connection ${redis.status}`);
        return this.local[method](key, cb, timeWindow, max);
      }
      this.shared[method](
        key,
        (err, result) => {
          if (!err) {
            back();
            return cb(null, result);
          }
          note(err.message);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.run('read', key, cb, timeWindow, max);
    }

    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(routeOptions, this.shared.child(routeOptions), this.local.child({ ...routeOptions, cache: FALLBACK_KEYS }));
    }
  }
  // The plugin constructs the root store with its global options, which carry these two flags.
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
