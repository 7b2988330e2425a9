// `npm run fuzz`: malformed requests derived from /docs/json, against a running API (see docs/api.md, "Fuzz suite").
//   npm run fuzz -- [--url http://localhost:8080] [--seed N] [--per-field N] [--concurrency N]
// Environment: FUZZ_URL, FUZZ_SEED; the shopper: FUZZ_TOKEN, or FUZZ_EMAIL/FUZZ_PASSWORD (default the demo shopper);
// OPERATOR_TOKEN (default the development token). Exits 1 on any unhandled error, 2 when it cannot sign in.
import { parseArgs } from 'node:util';
import { format, run } from './fuzz';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.FUZZ_URL ?? 'http://localhost:8080' },
    seed: { type: 'string', default: process.env.FUZZ_SEED },
    'per-field': { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '4' },
  },
});
const baseUrl = values.url!.replace(/\/$/, '');
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, not ${values.seed}`);

/** The shopper's token. A previous run's sign-in probes may have used up this address's sign-in tries: waits them out. */
async function signIn(): Promise<string> {
  if (process.env.FUZZ_TOKEN) return process.env.FUZZ_TOKEN;
  const email = process.env.FUZZ_EMAIL ?? 'demo@mall.test';
  const until = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/front/login/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Form-type': 'pc', 'Accept-Language': 'en' },
      body: JSON.stringify({ email, password: process.env.FUZZ_PASSWORD ?? 'Demo12345!' }),
    });
    const env = (await res.json()) as { code: number; message: string; data?: { token?: string } };
    if (env.code === 200 && env.data?.token) return env.data.token;
    if (env.code !== 429 || Date.now() > until) {
      console.error(`fuzz: could not sign in as ${email}: ${env.message} (set FUZZ_TOKEN, or FUZZ_EMAIL and FUZZ_PASSWORD)`);
      process.exit(2);
    }
    console.log(`fuzz: sign-in limited (${env.message}); waiting`);
    await new Promise((r) => setTimeout(r, 10_000));
  }
}

async function main() {
  console.log(`fuzz: ${baseUrl}, seed ${seed} (repeat with --seed ${seed})`);
  const token = await signIn();
  const report = await run({
    baseUrl,
    seed,
    token,
    operatorToken: process.env.OPERATOR_TOKEN ?? 'dev-operator-token',
    perField: Number(values['per-field']),
    concurrency: Number(values.concurrency),
    onProgress: (sent, total) => {
      if (sent % 500 === 0 || sent === total) process.stdout.write(`  ${sent}/${total}\n`);
    },
  });
  console.log(format(report));
  process.exit(report.findings.length ? 1 : 0);
}

void main();
