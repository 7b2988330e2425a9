// `node scripts/pnpm.mjs --filter @mall/api dev`: the API in development mode (MALL_DEV_MODE: loopback only, the dev
// outbox, the development operator token, test cards), restarted on every edit. MALL_DEV_MODE=0 runs it without.
process.env.MALL_DEV_MODE ??= '1';
void import('./server.js');
