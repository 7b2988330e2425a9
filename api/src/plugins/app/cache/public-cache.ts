import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { translate } from '../../../i18n/messages';
import type { CacheInvalidation, CacheTag } from './invalidation';

/** One cached answer: the serialized envelope, its validator, and the data (for answers a signed-in caller personalises). */
interface Entry {
  body: string;
  etag: string;
  data: unknown;
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
  /** Bumped by every invalidation, so an answer read from the database before a change is never stored after it. */
  private generation = 0;

  constructor(readonly name: string, readonly dependsOn: readonly CacheTag[], maxEntries: number) {
    // Bounded by count and by bytes (an entry holds its body and its data, about twice the body).
    this.lru = maxEntries > 0
      ? new LRUCache<string, Entry>({ max: maxEntries, maxSize: MAX_SECTION_BYTES, sizeCalculation: (e) => 2 * e.body.length + 256 })
      : null;
  }

  get enabled(): boolean {
    return this.lru !== null;
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  invalidate(): void {
    this.generation++;
    this.lru?.clear();
    this.filling.clear();
  }

  /** The cached answer, or a new one from `make` (concurrent misses of one key share a single load). */
  async get(key: string, make: () => Promise<Entry>): Promise<Entry> {
    if (!this.lru) return make();
    const hit = this.lru?.get(key);
    if (hit) return hit;
    const pending = this.filling.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const p = make().then((entry) => {
      if (this.generation === generation) this.lru?.set(key, entry);
      return entry;
    }).finally(() => {
      if (this.filling.get(key) === p) this.filling.delete(key);
    });
    this.filling.set(key, p);
    return p;
  }
}

export interface PublicCache {
  section(name: string, dependsOn: readonly CacheTag[]): CacheSection;
  /** Empties every section depending on one of the tags (what a committed write calls, through the invalidation). */
  invalidate(tags: readonly CacheTag[]): void;
  readonly invalidation: CacheInvalidation;
}

export function createPublicCache(invalidation: CacheInvalidation, maxEntries: number): PublicCache {
  const sections = new Map<string, CacheSection>();
  const invalidate = (tags: readonly CacheTag[]) => {
    for (const s of sections.values()) if (s.dependsOn.some((t) => tags.includes(t))) s.invalidate();
  };
  invalidation.subscribe((m) => invalidate(m.tags));
  return {
    invalidation,
    invalidate,
    section(name, dependsOn) {
      let s = sections.get(name);
      if (!s) {
        s = new CacheSection(name, dependsOn, maxEntries);
        sections.set(name, s);
      }
      return s;
    },
  };
}

/** A strong validator of the exact bytes (the body differs per language, hence Vary: Accept-Language). */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export interface CachedRouteOptions<T> {
  /** Reads the public answer's data from the database. */
  load(): Promise<T>;
  /** For a signed-in caller: the public data with the caller's own flags (favourite, follow) filled in. */
  personal?(data: T, userId: number): Promise<T>;
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
  const entry = await section.get(key, async () => {
    const data = await opts.load();
    const body = reply.serialize(envelope(data)) as string;
    return { body, etag: etagOf(body), data };
  });
  reply.header('vary', 'Accept-Language');
  if (opts.personal && req.userId !== null) {
    reply.header('cache-control', 'private, no-cache');
    return ok(await opts.personal(entry.data as T, req.userId));
  }
  reply.header('cache-control', 'public, no-cache');
  reply.header('etag', entry.etag);
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
