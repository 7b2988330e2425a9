import { randomUUID } from 'node:crypto';

/** How one request ended, as a client sees it. */
export type Outcome =
  /** code 200 */
  | 'ok'
  /** HTTP 503, the envelope with code 503 and a Retry-After header: "temporarily unavailable, try again" */
  | 'unavailable'
  /** the envelope with code 500 "System exception" (an error the API did not expect) */
  | 'system'
  /** the envelope with another code (a refusal the request did not deserve under this load) */
  | 'refused'
  /** not the envelope: haproxy's HTML page, an empty body … */
  | 'not-envelope'
  /** no answer within HANG_MS */
  | 'hang'
  /** the connection failed (nothing listening, reset) */
  | 'network';

export interface Answer {
  outcome: Outcome;
  status: number;
  code?: number;
  message?: string;
  data?: any;
  retryAfter?: string | null;
}

/** Longer than this without an answer is a hang (the goal: never past 5 s). */
export const HANG_MS = 5000;

/**
 * One request as the storefront makes it, classified; never throws. `timeoutMs`: when it counts as a hang (set-up
 * calls, which measure nothing, may wait longer on a busy machine).
 */
export async function request(
  url: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'Form-type': 'pc', ...(opts.headers ?? {}) };
  if (opts.token) headers['authori-zation'] = opts.token;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url + path, {
      method: opts.body !== undefined ? 'POST' : 'GET',
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs ?? HANG_MS),
    });
  } catch (err) {
    return { outcome: (err as Error).name === 'TimeoutError' ? 'hang' : 'network', status: 0 };
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    return { outcome: (err as Error).name === 'TimeoutError' ? 'hang' : 'network', status: res.status };
  }
  let json: { code?: unknown; message?: unknown; data?: unknown } | null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (!json || typeof json.code !== 'number' || typeof json.message !== 'string') return { outcome: 'not-envelope', status: res.status };
  const answer = {
    status: res.status,
    code: json.code,
    message: json.message,
    data: json.data,
    retryAfter: res.headers.get('retry-after'),
  };
  if (json.code === 200) return { outcome: 'ok', ...answer };
  if (res.status === 503 && json.code === 503 && answer.retryAfter) return { outcome: 'unavailable', ...answer };
  if (json.code === 500 && /System exception/.test(json.message)) return { outcome: 'system', ...answer };
  return { outcome: 'refused', ...answer };
}

export interface Sample {
  at: number;
  kind: 'read' | 'order';
  outcome: Outcome;
  message?: string;
}

export interface OrderShopper {
  token: string;
  addressId: number;
}

/**
 * A light, steady load through the balancer: `readers` loops reading product lists and pages, `buyers` loops
 * placing one-unit orders (a confirmation, then the order with an Idempotency-Key, each tried again after a failure
 * until acknowledged, as the storefront's retry does). Every answer is kept with its time.
 */
export class Load {
  readonly samples: Sample[] = [];
  /** orderNo of every order the API acknowledged, by Idempotency-Key. */
  readonly acknowledged = new Map<string, string>();
  /** Keys whose order was never acknowledged (the load stopped while retrying). */
  readonly unacknowledged = new Set<string>();
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly productIds: number[],
    private readonly sku: { productId: number; skuId: number },
    private readonly shoppers: OrderShopper[],
    private readonly pauseMs = 25,
  ) {}

  start(readers = 2): this {
    for (let i = 0; i < readers; i++) this.loops.push(this.read(i));
    this.shoppers.forEach((s) => this.loops.push(this.buy(s)));
    return this;
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** The samples between two instants. */
  between(from: number, to: number): Sample[] {
    return this.samples.filter((s) => s.at >= from && s.at <= to);
  }

  private note(kind: Sample['kind'], a: Answer) {
    this.samples.push({
      at: Date.now(),
      kind,
      outcome: a.outcome,
      message: a.outcome === 'ok' ? undefined : (a.message ?? `HTTP ${a.status}`),
    });
  }

  private async read(n: number) {
    let i = n;
    while (this.running) {
      const id = this.productIds[i++ % this.productIds.length];
      const path = i % 2 ? `/api/front/product/detail/${id}` : `/api/front/product/list?page=${1 + (i % 5)}&limit=10`;
      this.note('read', await request(this.url, path));
      await pause(this.pauseMs);
    }
  }

  private async buy(who: OrderShopper) {
    while (this.running) {
      const pre = await request(this.url, '/api/front/order/pre/order', {
        token: who.token,
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: this.sku.productId, attrValueId: this.sku.skuId, productNum: 1 }] },
      });
      this.note('order', pre);
      if (pre.outcome !== 'ok') {
        await pause(100);
        continue;
      }
      const key = randomUUID();
      this.unacknowledged.add(key);
      // The same order (same confirmation, same key) until the API acknowledges it.
      while (this.running) {
        const created = await request(this.url, '/api/front/order/create', {
          token: who.token,
          headers: { 'Idempotency-Key': key },
          body: { preOrderNo: pre.data.preOrderNo, addressId: who.addressId, payType: 'stripe', payChannel: 'pc', couponId: 0 },
        });
        this.note('order', created);
        if (created.outcome === 'ok') {
          this.unacknowledged.delete(key);
          this.acknowledged.set(key, created.data.orderNo);
          break;
        }
        await pause(100);
      }
      await pause(this.pauseMs);
    }
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts of each outcome, e.g. { ok: 120, unavailable: 4 }. */
export function tally(samples: Sample[]): Partial<Record<Outcome, number>> {
  const t: Partial<Record<Outcome, number>> = {};
  for (const s of samples) t[s.outcome] = (t[s.outcome] ?? 0) + 1;
  return t;
}

/** The distinct messages of the failed samples, for a failing assertion's text. */
export const failureMessages = (samples: Sample[]) => [
  ...new Set(samples.filter((s) => s.outcome !== 'ok').map((s) => `${s.outcome}: ${s.message}`)),
];
