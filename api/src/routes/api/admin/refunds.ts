import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Filled by issue 7 (docs/order-center-contract.md, "Operator"). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
