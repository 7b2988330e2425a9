import { PASSWORD_HASH_COST } from '../src/config';
import { buildTemplate } from './template';

export default async function globalSetup(): Promise<void> {
  // Passwords are hashed at scrypt's cheapest accepted cost (~25 ms, not ~0.8 s of CPU): the template's demo shopper,
  // every test API and the fixtures (the workers inherit this environment). A test that checks the production cost
  // asks for it (password-hash.test.ts).
  process.env.PASSWORD_HASH_COST ??= String(PASSWORD_HASH_COST.min);
  const t = Date.now();
  await buildTemplate();
  console.log(`\n[api tests] ${process.env.MALL_TEST_DB} template migrated and seeded in ${Date.now() - t} ms`);
}
