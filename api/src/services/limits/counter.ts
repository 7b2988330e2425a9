import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A count in its window: how many, and how long until the window ends (0 when nothing is counted). */
export interface Count {
  count: number;
  secondsLeft: number;
}

/**
 * A named counter in the API's one rate-limit store (@fastify/rate-limit's: Redis with REDIS_URL, so every process
 * counts together; else this process's memory). The per-IP limits of the routes and these counters are the same
 * mechanism; a counter is for limits whose key is not the caller's address (an account, a phone, a level of
 * failures) or whose window depends on the key. A key's window starts at its first count and is not moved by later
 * counts.
 */
export interface Counter {
  /** Counts one against `key` (a new window of `windowMs` when none is running) and answers the count. */
  hit(key: string, windowMs?: number): Promise<Count>;
  /** The count against `key` without counting; `windowMs` must be the one `hit` used for it. */
  peek(key: string, windowMs?: number): Promise<Count>;
}

/** What the store's key and window functions read: the counter is called outside a route's own limit. */
interface Call {
  routeOptions: { config: Record<string, never> };
  counterKey: string;
  counterWindow: number;
}

/** No maximum: the store answers `remaining = max - count`, from which the count is read back. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The app's counters by name: each name is one counter (one in-memory map) for the whole app. */
export type Counters = (name: string, windowMs: number) => Counter;

/** Made once, after @fastify/rate-limit is registered (app.ts), and decorated as `app.counters`. */
export function createCounters(app: FastifyInstance): Counters {
  const made = new Map<string, Counter>();
  return (name, windowMs) => {
    let counter = made.get(name);
    if (!counter) made.set(name, (counter = createCounter(app, name, windowMs)));
    return counter;
  };
}

function createCounter(app: FastifyInstance, name: string, windowMs: number): Counter {
  const call = (req: FastifyRequest) => req as unknown as Call;
  const limiter = app.createRateLimit({
    max: UNLIMITED,
    timeWindow: (req) => call(req).counterWindow,
    keyGenerator: (req) => `${name}:${call(req).counterKey}`,
    // The in-memory store keeps this many keys per counter (the oldest go first); Redis keeps each until it expires.
    cache: 100_000,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  const run = async (key: string, window: number, increment: boolean): Promise<Count> => {
    const req: Call = { routeOptions: { config: {} }, counterKey: key, counterWindow: window };
    const result = await limiter(req as unknown as FastifyRequest, { increment });
    if (result.isAllowed) return { count: 0, secondsLeft: 0 };
    const count = UNLIMITED - result.remaining;
    return { count, secondsLeft: count > 0 ? result.ttlInSeconds : 0 };
  };
  return {
    hit: (key, window = windowMs) => run(key, window, true),
    peek: (key, window = windowMs) => run(key, window, false),
  };
}
