import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Filled by issue 7 (docs/order-center-contract.md). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
