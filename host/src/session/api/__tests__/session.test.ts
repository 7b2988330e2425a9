import { bus } from '@mall/event-bus';
import { installFakeApi } from '@mall/remote-kit/testing';
import { checkTokenExists, logout } from '../session';

it('logout ignores a failure of the server, without a toast', async () => {
  const api = installFakeApi();
  api.on('GET /api/front/login/logout', () => ({ code: 500, message: 'boom', data: null }));
  const toasts: unknown[] = [];
  const stop = bus.subscribe('ui/toast', (toast) => toasts.push(toast), { replay: false });
  await expect(logout()).resolves.toBeUndefined();
  stop();
  expect(api.callsTo('GET /api/front/login/logout')).toHaveLength(1);
  expect(toasts).toEqual([]);
});

it('the token check answers what the server says', async () => {
  const api = installFakeApi();
  api.on('POST /api/front/login/token/is/exist', false);
  await expect(checkTokenExists()).resolves.toBe(false);
});
