// Set-up of the account journeys (reviews, addresses, settings) through the API and the operator's command line: a
// freshly registered shopper per journey, so journeys depend neither on each other nor on seeded history. The order
// set-up (placing, paying, shipping) is in order-data.ts.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { apiCall, expect, latestCode } from '../../fixtures';
import { API_URL } from '../../fixtures/api';

const ROOT = join(__dirname, '..', '..', '..');
export const DATA = join(__dirname, '..', '..', 'data');

async function data<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const answer = await apiCall<T>(path, init);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code} ${answer.message}`);
  return answer.data;
}

/** A new shopper registered by email with the outbox code; answers the token. */
export async function registerShopper(email: string, password = 'Shopper123!'): Promise<string> {
  expect((await apiCall('/api/front/login/email/captcha', { body: email })).code).toBe(200);
  const { token } = await data<{ token: string }>('/api/front/login/register/email', {
    body: { email, captcha: await latestCode(email), password },
  });
  return token;
}

/** The operator's command line (scripts/operator.mjs) against the running API; answers what it printed. */
export function operatorCli(...args: string[]): string {
  return execFileSync('node', ['scripts/operator.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, API_BASE_URL: API_URL, OPERATOR_TOKEN: 'dev-operator-token' },
    encoding: 'utf8',
  });
}
