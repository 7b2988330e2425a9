// What the merchant-street journeys look up through the API (the demo mall is deterministic, but the journeys find
// what they need instead of hard-coding ids), and signing the browser in as the login dialog would.
import type { BrowserContext } from '@playwright/test';
import { apiCall, DEMO } from '../../fixtures';
import ports from '../../../scripts/ports.json';

export interface StreetCard {
  id: number;
  name: string;
  typeId: number;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export async function data<T>(path: string, token?: string): Promise<T> {
  const answer = await apiCall<T>(path, { token });
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code} ${answer.message}`);
  return answer.data;
}

export async function demoToken(): Promise<string> {
  const answer = await apiCall<{ token: string }>('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
  if (answer.code !== 200) throw new Error(`demo sign-in failed: ${answer.message}`);
  return answer.data.token;
}

/** The browser signed in as the login dialog leaves it: strategy local2, cookie "Bearer <token>". */
export async function signInWithCookie(context: BrowserContext, token: string): Promise<void> {
  const url = `http://localhost:${ports.host}`;
  await context.addCookies([
    { name: 'auth.strategy', value: 'local2', url },
    { name: 'auth._token.local2', value: `Bearer%20${token}`, url },
  ]);
}

/** The code drawn in a qualification picture, from the dev-only route (the picture itself is not readable). */
export async function captchaCode(key: string): Promise<string> {
  return (await data<{ code: string }>(`/api/dev/merchant-captcha?key=${key}`)).code;
}
