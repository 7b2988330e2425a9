import type { FastifyInstance } from 'fastify';
import { operatorGuard, resolveOperatorToken } from '../../../services/admin/operator-token';
import '../../../services/admin/messages';

/**
 * /api/admin/operator/**: what merchant-side tools would do, for the operator and scripts/operator.mjs. Every route
 * of this folder (one file each, loaded by @fastify/autoload) needs the operator's token (OPERATOR_TOKEN).
 */
export default async function operatorOnly(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', operatorGuard(resolveOperatorToken(app.config, app.log), app.db));
}
