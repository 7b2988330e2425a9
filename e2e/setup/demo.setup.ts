// The setup project (playwright.config.ts): the demo shopper signs in once through the login dialog, and the state
// the browser keeps is saved for the journeys that read the demo's account (`test.use({ signedInAs: 'demo' })`).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test } from '@playwright/test';
import { DEMO } from '../tasks/accounts';
import { DEMO_STATE, signInThroughDialog } from '../tasks/sign-in';

test('the demo shopper signs in through the login dialog', async ({ page }) => {
  await page.goto('/');
  await signInThroughDialog(page, DEMO);
  mkdirSync(dirname(DEMO_STATE), { recursive: true });
  await page.context().storageState({ path: DEMO_STATE });
});
