import { join } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { fastifyOptions } from './fastify-options';
import type { AppPluginOptions, Opened } from './plugins/options';

export interface BuildOptions extends Opened {
  config: Config;
  logger?: boolean | object;
}

/**
 * The API as a plugin tree (docs/architecture.md), without listening: `server.ts` listens, tests inject or listen on
 * port 0. Third-party plugins first, then ours (each decorates what it builds, once), then the route folders, each
 * with its `autohooks` (who may call them).
 */
export async function buildApp({ config, logger, ...opened }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, logger)).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  await app.register(autoload, { dir: join(__dirname, 'plugins/external'), options: {} });
  await app.register(autoload, { dir: join(__dirname, 'plugins/app'), options: { opened } satisfies AppPluginOptions });
  await app.register(autoload, {
    dir: join(__dirname, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    // Each route names its full path (the contract's), whatever folder it sits in.
    dirNameRoutePrefix: false,
    options: {},
  });
  return app;
}
