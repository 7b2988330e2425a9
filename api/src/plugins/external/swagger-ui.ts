import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';

export const autoConfig: FastifySwaggerUiOptions = { routePrefix: '/docs' };

/** The OpenAPI document, readable at /docs. */
export default swaggerUi;
