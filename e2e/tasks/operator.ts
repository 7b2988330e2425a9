// What the mall's operator does during a journey: the command line (scripts/operator.mjs) and the admin API, both
// with the development operator token the stack's API accepts.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { API_URL, type Envelope } from '../fixtures/api';

const ROOT = join(__dirname, '..', '..');
const OPERATOR_TOKEN = 'dev-operator-token';

/** The operator's command line against the running API; answers what it printed. */
export function operatorCli(...args: string[]): string {
  return execFileSync('node', ['scripts/operator.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, API_BASE_URL: API_URL, OPERATOR_TOKEN },
    encoding: 'utf8',
  });
}

/** The operator's admin API (/api/admin/operator/…): GET without a body, POST with one. */
export async function operatorApi<T>(path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${API_URL}/api/admin/operator${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-operator-token': OPERATOR_TOKEN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** The operator ships a merchant order by express. */
export function shipByExpress(orderNo: string, carrier: string, waybill: string): string {
  return operatorCli('orders', 'ship', orderNo, '--express', carrier, '--waybill', waybill);
}

/** The operator adds a tracking event (state 2: in transit, unless told). */
export function trackEvent(orderNo: string, station: string, state = 2): string {
  return operatorCli('orders', 'track', orderNo, '--station', station, '--state', String(state));
}
