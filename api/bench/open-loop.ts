/**
 * Open-loop load at a fixed rate, measured without coordinated omission: request i is DUE at start + i / rate
 * whatever happened to the ones before it, and its latency is counted from that due time to its answer. A request
 * due while every connection is busy waits for one, and that wait is part of its latency (a shopper whose order is
 * queued behind others sees it too); so is any lateness of this process's own timer.
 *
 * Why not autocannon's `overallRate`: autocannon 9 gives each connection a budget of rate / connections requests per
 * wall-clock second, spent back to back as fast as answers come (closed loop) and refilled by a 1 s interval, so
 * 200/s over 50 connections is 50 requests at once at the top of every second, then idle; each latency is timed from
 * the request's actual send, and its coordinated-omission correction (recordValueWithExpectedInterval with
 * ceil(1 / rate) as the interval, i.e. 1 ms for any rate ≥ 1/s) only fills its own histogram with synthetic values
 * from every latency down to 1 ms. Neither is a fixed arrival rate.
 *
 * Requests go over an undici Pool of at most `connections` keep-alive connections (one request at a time each).
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface OpenLoopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopFigures {
  /** Requests due per second (the offered load). */
  offered: number;
  /** Answers per second from the first answer to the last: equal to `offered` when the server keeps up. */
  rps: number;
  /** Milliseconds from each request's due time to its answer. */
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Requests that found every connection busy when due (their wait is in their latency), and the longest wait. */
  waited: number;
  maxWait: number;
  errors: number;
  non2xx: number;
  /** Answers whose envelope code is not 200 (the API answers a refusal with HTTP 200). */
  bad: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends `requests` in order at `rate` per second over at most `connections` connections; resolves once all answered. */
export async function fireAtRate(url: string, requests: OpenLoopRequest[], rate: number, connections: number): Promise<OpenLoopFigures> {
  const pool = new Pool(url, { connections, pipelining: 1 });
  const n = requests.length;
  const latency = new Float64Array(n);
  const interval = 1000 / rate;
  let free = connections;
  const queue: Array<() => void> = [];
  let waited = 0;
  let maxWait = 0;
  let errors = 0;
  let non2xx = 0;
  let bad = 0;
  let firstAnswer = Infinity;
  let lastAnswer = 0;

  const one = async (req: OpenLoopRequest, i: number, due: number) => {
    if (free > 0) free--;
    else {
      await new Promise<void>((r) => queue.push(r));
      waited++;
      maxWait = Math.max(maxWait, performance.now() - due);
    }
    try {
      const r = await pool.request({ method: req.method, path: req.path, headers: req.headers, body: req.body });
      const text = await r.body.text();
      if (r.statusCode < 200 || r.statusCode >= 300) non2xx++;
      if (!text.startsWith('{"code":200')) bad++;
    } catch {
      errors++;
    } finally {
      const next = queue.shift();
      if (next) next();
      else free++;
    }
    const now = performance.now();
    latency[i] = now - due;
    firstAnswer = Math.min(firstAnswer, now);
    lastAnswer = Math.max(lastAnswer, now);
  };

  const inFlight: Array<Promise<void>> = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const due = start + i * interval;
    const ahead = due - performance.now();
    // setTimeout fires on whole milliseconds and may be late: requests already due go at once (the rate holds on
    // average), and the lateness is counted in their latency, against the API.
    if (ahead >= 1) await sleep(ahead);
    inFlight.push(one(requests[i], i, due));
  }
  await Promise.all(inFlight);
  await pool.close();

  latency.sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    offered: rate,
    rps: n > 1 ? ((n - 1) * 1000) / (lastAnswer - firstAnswer) : NaN,
    p50: round(percentile(latency, 50)),
    p95: round(percentile(latency, 95)),
    p97_5: round(percentile(latency, 97.5)),
    p99: round(percentile(latency, 99)),
    max: round(latency[n - 1]),
    waited,
    maxWait: round(maxWait),
    errors,
    non2xx,
    bad,
  };
}
