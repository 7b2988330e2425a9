import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { translate } from '../../i18n/messages';
import type { CacheInvalidation, CacheTag, InvalidationMessage } from './invalidation';

/**
 * What a change of products' stock or sales (an order placed, cancelled, paid, refunded: InvalidationMessage's
 * stockOf, salesOf, shelfOf) does to a section:
 * - `all` empties it;
 * - `byProduct` drops only those products' pages (entries stored with their product id): a product page shows its
 *   stock exactly; a sales change also arms the lag below (a page shows other products' sales counts: the shop's
 *   picks);
 * - `lagging` keeps its entries for at most the cache's listing lag (`listingLagMs`): the first such change arms a
 *   deadline, and the section is emptied when a read finds it past — listings show stock and sales counts at most
 *   that old, and re-rank by sales within it; a product that sold out or came back in stock (shelfOf) empties it at
 *   once;
 * - `none` keeps it (the section shows neither).
 */
export type StockUse = 'all' | 'byProduct' | 'lagging' | 'none';

/** How long listings may show a product's stock and sales count before a change reaches them (docs/benchmarks.md). */
export const LISTING_LAG_MS = 10_000;

/**
 * One cached answer: the serialized envelope and its validator. The data it was serialized from is not kept (it took
 * about as much memory as the body again, so a section held half the answers in its bytes): a signed-in caller's
 * personalised answer reads it back from the body.
 */
interface Entry {
  body: string;
  etag: string;
}

/** Most memory one section's entries may take (their least recently used go first). */
const MAX_SECTION_BYTES = 32 * 1024 * 1024;

/**
 * A named part of the cache (home, category tree, product lists, product detail …) with the data areas its answers
 * are built from. Any change to one of them empties the section.
 */
export class CacheSection {
  private readonly lru: LRUCache<string, Entry> | null;
  private readonly filling = new Map<string, Promise<Entry>>();
  /** byProduct: the product of each load in flight. */
  private readonly fillingProduct = new Map<string, number>();
  /**
   * byProduct: loads in flight of products dropped meanwhile, not to be stored (loads of other products still are;
   * an invalidation of the whole section bumps `generation` instead).
   */
  private readonly staleLoads = new Set<Promise<Entry>>();
  /** Keys of the entries built for one product, and back (byProduct sections; kept in step with evictions). */
  private readonly keysOf = new Map<number, Set<string>>();
  private readonly productOf = new Map<string, number>();
  /** Bumped by every invalidation, so an answer read from the database before a change is never stored after it. */
  private generation = 0;
  /** `lagging`: when the section is to be emptied for stock and sales changes it has kept (ms since the epoch), or null. */
  private staleAt: number | null = null;
  /**
   * Answers served from a stored entry, from a load already in flight for the same key, and loaded (or uncached);
   * of the loaded, those whose key had been stored and was dropped by a change (or its load's answer thrown away
   * because a change came meanwhile), or evicted to make room. The rest were never asked for before.
   */
  private counts = { hits: 0, joined: 0, misses: 0, dropped: 0, evicted: 0 };
  /** Why recently stored keys left (bounded; only for the counters above). */
  private readonly gone: LRUCache<string, 'dropped' | 'evicted'> | null;

  constructor(
    readonly name: string,
    readonly dependsOn: readonly CacheTag[],
    readonly stock: StockUse,
    maxEntries: number,
    /** Whether changes made by other processes reach this one now; while not, nothing is served from or kept in memory. */
    private readonly trusted: () => boolean = () => true,
    /** `lagging`: how long a stock or sales change may wait before it empties the section. */
    private readonly lagMs = LISTING_LAG_MS,
  ) {
    // Bounded by count and by bytes, counted as the body's characters (V8 keeps a Latin-1 string in a byte a character,
    // others in two: a section of Chinese answers may take up to twice MAX_SECTION_BYTES).
    this.lru =
      maxEntries > 0
        ? new LRUCache<string, Entry>({
            max: maxEntries,
            maxSize: MAX_SECTION_BYTES,
            sizeCalculation: (e) => e.body.length + 256,
            dispose: (_entry, key, reason) => {
              this.forget(key);
              if (reason === 'evict') this.gone?.set(key, 'evicted');
              else if (reason === 'delete') this.gone?.set(key, 'dropped');
            },
          })
        : null;
    this.gone = maxEntries > 0 ? new LRUCache({ max: 4 * maxEntries }) : null;
  }

  private forget(key: string): void {
    const id = this.productOf.get(key);
    if (id === undefined) return;
    this.productOf.delete(key);
    const keys = this.keysOf.get(id);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(id);
  }

  get enabled(): boolean {
    return this.lru !== null;
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  /** This section's counters since the process started (the cache off: every answer a miss). */
  stats(): CacheSectionStats {
    return { name: this.name, entries: this.size, ...this.counts };
  }

  invalidate(): void {
    this.generation++;
    this.staleAt = null;
    // lru-cache's clear() refills its arrays of `max` slots whatever it holds: skipped when there is nothing to drop
    // (every order placed empties the stock-showing sections; between reads they are mostly empty already).
    if (this.lru?.size) this.lru.clear();
    this.filling.clear();
    this.fillingProduct.clear();
    this.keysOf.clear();
    this.productOf.clear();
  }

  /** Drops the entries of these products (loads in flight are not stored, nor shared any more). */
  dropProducts(ids: readonly number[]): void {
    const dropped = new Set(ids);
    for (const [key, id] of this.fillingProduct) {
      if (dropped.has(id)) {
        this.staleLoads.add(this.filling.get(key)!);
        this.filling.delete(key);
        this.fillingProduct.delete(key);
      }
    }
    for (const id of dropped) {
      for (const key of [...(this.keysOf.get(id) ?? [])]) this.lru?.delete(key);
    }
  }

  /** Applies one invalidation message. */
  apply(m: InvalidationMessage): void {
    if (this.dependsOn.some((t) => m.tags.includes(t))) return this.invalidate();
    if (this.stock === 'none') return;
    const touched = [...(m.stockOf ?? []), ...(m.salesOf ?? []), ...(m.shelfOf ?? [])];
    if (touched.length === 0) return;
    if (this.stock === 'all') return this.invalidate();
    if (this.stock === 'byProduct') {
      this.dropProducts([...new Set(touched)]);
      // A page also shows other products' sales counts (the shop's picks): at most the lag old.
      if (m.salesOf?.length) this.staleAt ??= Date.now() + this.lagMs;
      return;
    }
    if (m.shelfOf?.length) return this.invalidate();
    this.staleAt ??= Date.now() + this.lagMs;
  }

  /** The cached answer, or a new one from `make` (concurrent misses of one key share a single load). */
  async get(key: string, make: () => Promise<Entry>, productId?: number): Promise<Entry> {
    if (!this.lru || !this.trusted()) {
      this.counts.misses++;
      return make();
    }
    if (this.staleAt !== null && Date.now() >= this.staleAt) this.invalidate();
    const hit = this.lru.get(key);
    if (hit) {
      this.counts.hits++;
      return hit;
    }
    const pending = this.filling.get(key);
    if (pending) {
      this.counts.joined++;
      return pending;
    }
    this.counts.misses++;
    const why = this.gone?.get(key);
    if (why) {
      this.counts[why]++;
      this.gone!.delete(key);
    }
    if (productId !== undefined && this.stock !== 'byProduct') throw new Error(`cache section ${this.name} is not kept by product`);
    const generation = this.generation;
    const p: Promise<Entry> = make()
      .then((entry) => {
        if (this.generation !== generation || this.staleLoads.has(p)) this.gone?.set(key, 'dropped');
        else {
          this.lru?.set(key, entry);
          if (productId !== undefined) {
            let keys = this.keysOf.get(productId);
            if (!keys) this.keysOf.set(productId, (keys = new Set()));
            keys.add(key);
            this.productOf.set(key, productId);
          }
        }
        return entry;
      })
      .finally(() => {
        this.staleLoads.delete(p);
        if (this.filling.get(key) === p) {
          this.filling.delete(key);
          this.fillingProduct.delete(key);
        }
      });
    this.filling.set(key, p);
    if (productId !== undefined) this.fillingProduct.set(key, productId);
    return p;
  }
}

/** How often a section answered from memory: for the operator's cache route and `npm run bench:api`. */
export interface CacheSectionStats {
  name: string;
  /** Entries held now. */
  entries: number;
  /** Answers served from a stored entry. */
  hits: number;
  /** Answers that shared a load already in flight for the same key (one database read for all of them). */
  joined: number;
  /** Answers loaded from the database (every answer when the cache is off: CACHE_ENTRIES=0). */
  misses: number;
  /** Of the misses: the key's entry had been dropped by a change (or its load was, a change coming while it ran). */
  dropped: number;
  /** Of the misses: the key's entry had been evicted to make room (the section's count or bytes bound). */
  evicted: number;
}

export interface PublicCache {
  /** A section built from `dependsOn`; `stock` defaults to `all` for sections built from products, else `none`. */
  section(name: string, dependsOn: readonly CacheTag[], stock?: StockUse): CacheSection;
  /** Applies a change to every section (what a committed write calls, through the invalidation). */
  invalidate(message: InvalidationMessage): void;
  /** Every section's counters, by name. */
  stats(): CacheSectionStats[];
  readonly invalidation: CacheInvalidation;
}

export function createPublicCache(invalidation: CacheInvalidation, maxEntries: number, listingLagMs = LISTING_LAG_MS): PublicCache {
  const sections = new Map<string, CacheSection>();
  const invalidate = (m: InvalidationMessage) => {
    for (const s of sections.values()) s.apply(m);
  };
  invalidation.subscribe(invalidate);
  return {
    invalidation,
    invalidate,
    stats: () => [...sections.values()].map((s) => s.stats()),
    section(name, dependsOn, stock) {
      let s = sections.get(name);
      if (!s) {
        s = new CacheSection(
          name,
          dependsOn,
          stock ?? (dependsOn.includes('product') ? 'all' : 'none'),
          maxEntries,
          () => invalidation.live,
          listingLagMs,
        );
        sections.set(name, s);
      }
      return s;
    },
  };
}

/**
 * A strong validator of the exact bytes (the body differs per language, hence Vary: Accept-Language). One-shot
 * `crypto.hash`: `createHash().update().digest()` builds a Hash stream object per answer, which showed in the miss's
 * profile (docs/benchmarks.md, 29 November, evening).
 */
export const etagOf = (body: string) => `"${hash('sha1', body, 'base64url')}"`;

export interface CachedRouteOptions<T> {
  /** Reads the public answer's data from the database. */
  load(): Promise<T>;
  /** For a signed-in caller: the public data with the caller's own flags (favourite, follow) filled in. */
  personal?(data: T, userId: number): Promise<T>;
  /** The product the answer is the page of (sections kept by product). */
  productId?: number;
}

/**
 * Answers a public catalogue GET from the section: the envelope is serialized once (through the route's response
 * schema) and sent as it is, with an ETag; `If-None-Match` gets 304. `Cache-Control: no-cache` lets browsers and
 * CDNs keep the answer but revalidate every time, so nothing stale is shown. A signed-in caller of a route with
 * personal flags gets the cached data with their flags, privately.
 */
export async function cachedAnswer<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  section: CacheSection,
  opts: CachedRouteOptions<T>,
): Promise<unknown> {
  const key = `${req.locale} ${req.url}`;
  const envelope = (data: unknown) => ({ code: Code.OK, message: translate(req.locale, 'ok'), data });
  // The data this request loaded itself (a miss); a stored or shared answer's data is read back from its body.
  let loaded: { data: T } | null = null;
  const entry = await section.get(
    key,
    async () => {
      const data = await opts.load();
      loaded = { data };
      const body = reply.serialize(envelope(data)) as string;
      return { body, etag: etagOf(body) };
    },
    opts.productId,
  );
  reply.header('vary', 'Accept-Language');
  if (opts.personal && req.userId !== null) {
    reply.header('cache-control', 'private, no-cache');
    const data = (loaded as { data: T } | null)?.data ?? (JSON.parse(entry.body) as { data: T }).data;
    return ok(await opts.personal(data, req.userId));
  }
  reply.header('cache-control', 'public, no-cache');
  reply.header('etag', entry.etag);
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
