import { buildTemplate } from './template';

export default async function globalSetup(): Promise<void> {
  const t = Date.now();
  await buildTemplate();
  console.log(`\n[api tests] ${process.env.MALL_TEST_DB} template migrated and seeded in ${Date.now() - t} ms`);
}
