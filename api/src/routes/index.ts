import type { FastifyInstance } from 'fastify';
import login from './api/login';
import user from './api/user';
import home from './api/home';
import catalog from './api/catalog';
import merchant from './api/merchant';
import cart from './api/cart';
import dev from './api/dev';

/** Every route folder, registered at the paths of the contract (each file names its full paths). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(login);
  await app.register(user);
  await app.register(home);
  await app.register(catalog);
  await app.register(merchant);
  await app.register(cart);
  if (!app.config.production) await app.register(dev);
}
