import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * What changed, as coarse areas of public data. A cached answer names the areas it was built from and is dropped
 * when any of them changes.
 * - product: products, their SKUs (price, stock, sales), attributes, guarantees, activity picks
 * - review: product reviews and merchants' replies
 * - merchant: shops, their own categories, followers
 * - category: the platform category tree
 * - home: operator settings (system_config), banners, hot keywords
 * - auth: sessions (a token revoked or deleted): the signed-in shopper each token stands for (auth/token-cache.ts)
 */
export type CacheTag = 'product' | 'review' | 'merchant' | 'category' | 'home' | 'auth';
export const CACHE_TAGS: readonly CacheTag[] = ['product', 'review', 'merchant', 'category', 'home', 'auth'];

/**
 * What a write did to some products' stock or sales, said by the service that made it (it knows which products it
 * touched: QueryOptions.cacheChange), rather than read from its SQL.
 */
export interface ProductChange {
  /** Products whose stock changed (an order placed or cancelled, a refund): their pages drop at once. */
  stockOf?: number[];
  /** Products whose sales changed (an order paid, a refund). */
  salesOf?: number[];
  /**
   * Of those, the products that sold out or came back in stock (their product stock crossed zero): every answer
   * showing them drops at once, lists included (StockUse 'lagging').
   */
  shelfOf?: number[];
}

/** Product changes gathered from several writes or messages, each product once per kind, until taken. */
export class ProductChanges {
  private stockOf = new Set<number>();
  private salesOf = new Set<number>();
  private shelfOf = new Set<number>();

  add(change: ProductChange): void {
    for (const id of change.stockOf ?? []) this.stockOf.add(id);
    for (const id of change.salesOf ?? []) this.salesOf.add(id);
    for (const id of change.shelfOf ?? []) this.shelfOf.add(id);
  }

  get size(): number {
    return this.stockOf.size + this.salesOf.size + this.shelfOf.size;
  }

  /** What was gathered (each list empty when none), and empty again. */
  take(): Required<ProductChange> {
    const taken = { stockOf: [...this.stockOf], salesOf: [...this.salesOf], shelfOf: [...this.shelfOf] };
    this.stockOf = new Set();
    this.salesOf = new Set();
    this.shelfOf = new Set();
    return taken;
  }
}

export interface InvalidationMessage extends ProductChange {
  /** Whole areas changed: every section built from one of them is emptied. */
  tags: CacheTag[];
}

/**
 * The seam between "data changed" and every API process's caches. `publish` is called after a write committed;
 * every subscriber (in this process at once, in other processes through the transport) drops what depends on the
 * tags. Implementations: in-process (one API process, PGlite or a server), PostgreSQL LISTEN/NOTIFY (several API
 * processes on one database); a Redis pub/sub transport fits the same interface.
 */
export interface CacheInvalidation {
  readonly kind: string;
  /**
   * Whether changes made by other processes reach this one now. While false (Redis or the LISTEN connection down) a
   * cache cannot know what it missed: nothing may be served from memory, every read asks the database. Losing the
   * channel and getting it back both deliver every tag (caches emptied, loads in flight not stored).
   */
  readonly live: boolean;
  /** Delivers to this process's subscribers before it resolves, and to other processes' as soon as the transport can. */
  publish(message: InvalidationMessage): Promise<void>;
  subscribe(handler: (message: InvalidationMessage) => void): () => void;
  close(): Promise<void>;
}

/** Subscribers of one process, called synchronously. */
export class Subscribers {
  private handlers = new Set<(m: InvalidationMessage) => void>();

  add(handler: (m: InvalidationMessage) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  deliver(message: InvalidationMessage): void {
    for (const h of this.handlers) h(message);
  }
}

/** One process: publishing calls the subscribers directly. */
export function createLocalInvalidation(): CacheInvalidation {
  const subs = new Subscribers();
  return {
    kind: 'in-process',
    live: true,
    async publish(message) {
      subs.deliver(message);
    },
    subscribe: (handler) => subs.add(handler),
    async close() {
      /* nothing held */
    },
  };
}

const NOTIFY_CHANNEL = 'mall_cache_invalidation';

const validTags = (tags: unknown): CacheTag[] =>
  Array.isArray(tags) ? tags.filter((t): t is CacheTag => (CACHE_TAGS as readonly string[]).includes(t)) : [];

/** A message from another process, or null when it is this process's own (already delivered) or not ours. */
export function parseRemoteMessage(payload: string, ownOrigin: string): InvalidationMessage | null {
  try {
    const m = JSON.parse(payload) as { origin?: string; tags?: unknown; stockOf?: unknown; salesOf?: unknown; shelfOf?: unknown };
    if (m.origin === ownOrigin) return null;
    const ids = (v: unknown) => (Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id)) : []);
    return { tags: validTags(m.tags), stockOf: ids(m.stockOf), salesOf: ids(m.salesOf), shelfOf: ids(m.shelfOf) };
  } catch {
    return null;
  }
}

/**
 * The publishing half shared by the cross-process transports: delivers to this process's subscribers at once, and
 * gathers what changed until the next turn of the event loop so writes in a burst (orders at hundreds a second)
 * share one message to the other processes; while a message is being sent, what changes meanwhile waits for it and
 * goes as the next one (one message in flight at a time: under load, fewer and fuller messages, each costing the
 * database or Redis one statement and every listener one wake-up; when idle, no added wait). Not awaited by the
 * writer: its answer does not wait for their delivery.
 */
export function createBatchedPublisher(
  subs: Subscribers,
  origin: string,
  send: (payload: string) => Promise<unknown>,
  log: (line: string) => void,
): { publish: (message: InvalidationMessage) => Promise<void>; drain: () => Promise<void> } {
  let pending = new Set<CacheTag>();
  const pendingProducts = new ProductChanges();
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    await new Promise((r) => setImmediate(r));
    while (pending.size > 0 || pendingProducts.size > 0) {
      const tags = [...pending];
      pending = new Set();
      const { stockOf, salesOf, shelfOf } = pendingProducts.take();
      // Sales and shelf changes only when there are some (a message of orders placed carries stock alone).
      const more = {
        ...(salesOf.length > 0 ? { salesOf } : {}),
        ...(shelfOf.length > 0 ? { shelfOf } : {}),
      };
      let payload = JSON.stringify({ origin, tags, stockOf, ...more });
      // NOTIFY carries at most 8,000 bytes: a burst of many products goes as "every product".
      if (payload.length > 7000) payload = JSON.stringify({ origin, tags: [...new Set<CacheTag>([...tags, 'product'])], stockOf: [] });
      await send(payload).then(
        () => undefined,
        (err: Error) => log(`cache invalidation not sent to other processes: ${err.message}`),
      );
    }
    flushing = null;
  };
  return {
    async publish(message) {
      subs.deliver(message);
      for (const t of message.tags) pending.add(t);
      pendingProducts.add(message);
      flushing ??= flush();
    },
    drain: async () => {
      await flushing;
    },
  };
}

/** Delay between two tries to open a lost LISTEN (or SUBSCRIBE) connection. */
export const RECONNECT_MS = 250;

/**
 * Several API processes on one PostgreSQL database: each process LISTENs on one dedicated connection; `publish`
 * delivers to its own subscribers at once, then `pg_notify`s the others (a message carries its origin so the
 * publisher does not apply it twice). Should the listening connection drop (a restart, pg_terminate_backend), the
 * caches are emptied and not trusted until it is back: it tries again every RECONNECT_MS, and empties them once
 * more when LISTEN is in place (a message may have been missed meanwhile).
 */
export async function createPgInvalidation(databaseUrl: string, log: (line: string) => void = () => undefined): Promise<CacheInvalidation> {
  const origin = randomUUID();
  const subs = new Subscribers();
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 3000 });
  // An idle notifier connection that drops is replaced when next needed; unhandled, its 'error' would end the process.
  notifier.on('error', (err) => log(`cache invalidation: a notifying connection was lost (${err.message})`));
  let listener: pg.Client | null = null;
  let closed = false;
  const publisher = createBatchedPublisher(
    // Prepared once per connection (named): a message is then one Bind/Execute, not parsed and planned each time.
    subs,
    origin,
    (payload) => notifier.query({ name: 'cache_notify', text: 'SELECT pg_notify($1, $2)', values: [NOTIFY_CHANNEL, payload] }),
    log,
  );

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
    let lost = false;
    const onLost = (err: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) {
        listener = null;
        log(`cache invalidation listener lost (${err.message}); caches emptied and bypassed until it is back`);
        subs.deliver({ tags: [...CACHE_TAGS] });
      }
      client.end().catch(() => undefined);
      scheduleRetry();
    };
    client.on('notification', (n) => {
      if (n.channel !== NOTIFY_CHANNEL || !n.payload) return;
      const message = parseRemoteMessage(n.payload, origin);
      if (message) subs.deliver(message);
    });
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (lost) throw new Error('connection ended while LISTEN was set up');
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  };
  let failures = 0;
  // One pending try at a time (a failed connection may report itself both through connect() and its events).
  let retrying: NodeJS.Timeout | null = null;
  const scheduleRetry = () => {
    if (closed || retrying || listener) return;
    retrying = setTimeout(retry, RECONNECT_MS);
    retrying.unref();
  };
  const retry = () => {
    retrying = null;
    connect().then(
      () => {
        if (failures > 0) log('cache invalidation listener back; caches emptied (messages may have been missed)');
        failures = 0;
        subs.deliver({ tags: [...CACHE_TAGS] });
      },
      (err: Error) => {
        if (failures++ === 0) log(`cache invalidation listener: cannot reconnect yet (${err.message}); trying every ${RECONNECT_MS} ms`);
        scheduleRetry();
      },
    );
  };
  await connect();

  return {
    kind: 'postgres-notify',
    get live() {
      return listener !== null;
    },
    publish: publisher.publish,
    subscribe: (handler) => subs.add(handler),
    async close() {
      closed = true;
      if (retrying) clearTimeout(retrying);
      await publisher.drain();
      await listener?.end().catch(() => undefined);
      await notifier.end();
    },
  };
}
