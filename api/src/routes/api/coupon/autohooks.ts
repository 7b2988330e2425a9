import type { FastifyInstance } from 'fastify';
import { dropEmptyQuery } from '../catalog/empty-query';

/** Every coupon route (this folder and signed-in/) reads an empty query parameter as absent. */
export default async function couponHooks(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', dropEmptyQuery);
}
