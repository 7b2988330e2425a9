import { configureApi } from '../client';
import { refreshCartCount } from '../cart-count';
import { getProductCategoryTree, getUserInfo } from '@mall/api-client/calls';
import { recordBus } from './bus-recorder';
import { clearAllCookies, createFakeTransport } from './fake-transport';

let transport: ReturnType<typeof createFakeTransport>;

beforeEach(() => {
  clearAllCookies();
  transport = createFakeTransport();
  configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
});

describe('refreshCartCount', () => {
  it('asks for the valid items in total and announces the number', async () => {
    const counts = recordBus('cart/countChanged');
    transport.answer(200, { count: 4 });
    await refreshCartCount();
    counts.stop();
    expect(transport.lastRequest().url).toBe('/api/front/cart/count');
    expect(transport.lastRequest().params).toEqual({ numType: true, type: 'total' });
    expect(counts.seen).toEqual([{ count: 4 }]);
  });

  it('keeps the badge as it was when the call fails', async () => {
    const counts = recordBus('cart/countChanged');
    transport.answer(500, null, 'boom');
    await refreshCartCount();
    counts.stop();
    expect(counts.seen).toEqual([]);
  });
});

describe('category tree', () => {
  const node = (id: number, childList?: unknown) => ({
    id,
    pid: 0,
    name: `c${id}`,
    icon: '',
    level: 1 as const,
    sort: 0,
    isShow: true,
    childList,
  });

  it('turns empty or null child lists into undefined at every level', async () => {
    transport.answer(200, [node(1, [node(2, []), node(3, [node(4, null)])]), node(5, [])]);
    const tree = await getProductCategoryTree();
    expect(transport.lastRequest().url).toBe('/api/front/product/category');
    expect(tree[0].childList?.[0].childList).toBeUndefined();
    expect(tree[0].childList?.[1].childList?.[0].childList).toBeUndefined();
    expect(tree[0].childList?.[1].childList?.[0].id).toBe(4);
    expect(tree[1].childList).toBeUndefined();
  });

  it('treats a null tree as empty', async () => {
    transport.answer(200, null);
    await expect(getProductCategoryTree()).resolves.toEqual([]);
  });
});

it('getUserInfo resolves the signed-in shopper', async () => {
  transport.answer(200, { nickname: 'Ana' });
  await expect(getUserInfo()).resolves.toEqual({ nickname: 'Ana' });
  expect(transport.lastRequest().url).toBe('/api/front/user/info');
});
