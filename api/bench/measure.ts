/** One closed-loop autocannon run of the API and its figures (bench:api's reads, mixes and order creation). */
import autocannon from 'autocannon';

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
  bad: number;
  /** Answers received (the requests the rate counts). */
  requests?: number;
}

export interface Load {
  connections: number;
  duration?: number;
  amount?: number;
  /** Builds each request (path, and for POST its method, headers and body). */
  next(): Partial<autocannon.Request>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One autocannon run. Latencies are kept per response (autocannon's own summary has p97.5 but no p95); answers
 * whose envelope code is not 200 are counted (the API answers HTTP 200 with code 500 for a refusal).
 */
export function measure(url: string, load: Load): Promise<Figures> {
  return new Promise((res, rej) => {
    const times: number[] = [];
    let bad = 0;
    // Own clock, from the start to the last response: autocannon's `duration` is whole sampling ticks, and it only
    // reports the end of a run at its next 1 s tick, so an amount-bound run of 2.1 s would read as 3 s (every
    // order-creation figure was rounded down that way: 1,000 orders in 2.1 s printed as 330/s instead of 476/s).
    const started = process.hrtime.bigint();
    let last = started;
    const inst = autocannon(
      {
        url,
        connections: load.connections,
        ...(load.amount ? { amount: load.amount } : { duration: load.duration }),
        requests: [
          {
            setupRequest: (req: autocannon.Request) => ({ ...req, ...load.next() }),
            onResponse: (_status: number, body: string) => {
              if (!body.startsWith('{"code":200')) bad++;
            },
          },
        ],
      },
      (err, r) => {
        if (err) return rej(err);
        const seconds = Number(last - started) / 1e9;
        times.sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms * 10) / 10;
        res({
          rps: times.length > 0 ? times.length / seconds : 0,
          p50: round(percentile(times, 50)),
          p95: round(percentile(times, 95)),
          p97_5: round(percentile(times, 97.5)),
          p99: round(percentile(times, 99)),
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
          bad,
          requests: times.length,
        });
      },
    );
    inst.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      times.push(ms);
      last = process.hrtime.bigint();
    });
  });
}
