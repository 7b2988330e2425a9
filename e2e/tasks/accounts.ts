// Shoppers through the API: a new account registered with the code the dev outbox received, or a token of an
// existing one (the API's own sign-in), for the set-up and checks a journey makes beside the browser.
import { expect } from '@playwright/test';
import { apiCall, apiData, latestCode } from '../fixtures/api';

export interface Account {
  email: string;
  password: string;
}

/** An account with a token of its own for the API ("authori-zation" header). */
export interface Shopper extends Account {
  token: string;
}

/** The seeded demo shopper: order history in every state, addresses, coupons and points (api/src/seed). */
export const DEMO = { email: 'demo@mall.test', password: 'Demo12345!', phone: '13800000000', dial: '86' };

/** A new shopper registered by email with the outbox code (POST /api/front/login/register/email). */
export async function registerShopper(email: string, password = 'Shopper123!'): Promise<Shopper> {
  expect((await apiCall('/api/front/login/email/captcha', { body: email })).code).toBe(200);
  const { token } = await apiData<{ token: string }>('/api/front/login/register/email', {
    body: { email, captcha: await latestCode(email), password },
  });
  return { email, password, token };
}

/** A token of an existing account (POST /api/front/login/email). */
export async function signInByApi(account: Account): Promise<string> {
  return (await apiData<{ token: string }>('/api/front/login/email', { body: { email: account.email, password: account.password } })).token;
}
