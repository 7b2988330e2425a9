// `npm run fuzz`: malformed requests derived from /docs/json, against a running API (see README, "Fuzz suite").
//   npm run fuzz -- [--url http://localhost:8080] [--seed N] [--per-field N] [--concurrency N]
// Environment: FUZZ_URL, FUZZ_SEED; the shopper: FUZZ_TOKEN, or FUZZ_EMAIL/FUZZ_PASSWORD (default the demo shopper);
// OPERATOR_TOKEN (default the development token). Exits 1 on any unhandled error.
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

async function signIn(): Promise<string | undefined> {
  if (process.env.FUZZ_TOKEN) return process.env.FUZZ_TOKEN;
  const email = process.env.FUZZ_EMAIL ?? 'demo@mall.test';
  const res = await fetch(`${baseUrl}/api/front/login/email`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'Form-type': 'pc' },
    body: JSON.stringify({ email, password: process.env.FUZZ_PASSWORD ?? 'Demo12345!' }),
  });
  const env = await res.json() as { code: number; message: string; data?: { token?: string } };
  if (env.code !== 200 || !env.data?.token) {
    console.warn(`fuzz: could not sign in as ${email} (${env.message}); probing as a guest, so user routes stop at the sign-in check`);
    return undefined;
  }
  return env.data.token;
}

async function main() {
  console.log(`fuzz: ${baseUrl}, seed ${seed} (repeat with --seed ${seed})`);
  const token = await signIn();
  const report = await run({
    baseUrl, seed, token, operatorToken: process.env.OPERATOR_TOKEN ?? 'dev-operator-token',
    perField: Number(values['per-field']), concurrency: Number(values.concurrency),
    onProgress: (sent, total) => { if (sent % 500 === 0 || sent === total) process.stdout.write(`  ${sent}/${total}\n`); },
  });
  console.log(format(report));
  process.exit(report.findings.length ? 1 : 0);
}

void main();
