import swagger, { type SwaggerOptions } from '@fastify/swagger';

/** The OpenAPI document of every route (GET /docs/json); a route needing a token says `security: token`. */
export const autoConfig: SwaggerOptions = {
  openapi: {
    info: { title: 'Mall storefront API', version: '0.1.0', description: 'CRMEB ET front contract, reference implementation' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'authori-zation' } } },
  },
};

export default swagger;
