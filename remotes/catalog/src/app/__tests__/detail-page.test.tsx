import { act, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '@mall/api-client';
import { bus } from '@mall/event-bus';
import userEvent from '@testing-library/user-event';
import { jacketDetail, productCoupon, replyConfig, review } from '../../testing/fixtures';
import { fail, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { jacketPageApi, recordBus, renderRoute, signIn } from '../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  api = jacketPageApi();
  api.on('GET /api/front/product/reply/config/7', replyConfig);
  api.on('GET /api/front/product/reply/list/7', page([review(1, 5, 'Lovely and warm')], 1));
  api.on('GET /api/front/merchant/all/type/list', [
    { id: 1, name: 'Specialty Store', info: '', isDel: false, createTime: '', updateTime: '' },
    { id: 2, name: 'Flagship Store', info: '', isDel: false, createTime: '', updateTime: '' },
  ]);
  api.on('GET /api/front/coupons', page([productCoupon(41), productCoupon(42, { isUse: true, name: 'Old coupon' })], 2));
  api.on('POST /api/front/cart/save', null);
  api.on('GET /api/front/cart/count', { count: 3 });
  api.on('POST /api/front/collect/add/product', null);
  api.on('POST /api/front/collect/cancel/7', null);
  api.on('POST /api/front/collect/add/merchant/3', null);
  api.on('POST /api/front/coupon/receive', null);
});

async function openJacket() {
  const view = renderRoute('/goods_detail/7');
  await screen.findByRole('heading', { level: 1, name: 'Trail Jacket' });
  return { ...view, user: userEvent.setup() };
}

describe('product detail page', () => {
  it('shows the product, its sanitised description, guarantees and the merchant card', async () => {
    await openJacket();
    expect(screen.getByText('42 sold')).toBeInTheDocument();
    // Drawn once the overview has been painted (a frame after it).
    const description = await screen.findByRole('region', { name: 'Product details' });
    expect(description).toHaveTextContent('Windproof and waterproof.');
    expect(description.querySelector('script')).toBeNull();
    const img = description.querySelector('img')!;
    expect(img.getAttribute('src')).toBeNull();
    expect(img.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    const guarantee = screen.getByText('7-Day Returns').closest('span')!;
    expect(guarantee).toHaveAccessibleDescription('Return within seven days of delivery');

    const shop = screen.getByRole('region', { name: 'Mall Official Store' });
    expect(await within(shop).findByText('Flagship Store')).toBeInTheDocument();
    expect(within(shop).getByText('Self-run')).toBeInTheDocument();
    expect(within(shop).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(shop).getByRole('link', { name: 'Enter shop' })).toHaveAttribute('href', '/merchant/merchant/home?id=3');
    expect(within(shop).getByRole('link', { name: /Rain Hat/ })).toHaveAttribute('href', '/goods_detail/11');
    expect(api.callsTo('GET /api/front/coupons')[0].params).toEqual({ useType: 2, merId: 3, productId: 7, page: 1, limit: 20 });
  });

  it('asks a signed-out shopper to sign in: with the guest option to buy, without it for the rest', async () => {
    const { user } = await openJacket();
    const requests = recordBus('auth/loginRequested');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(screen.getByRole('button', { name: 'Collect' }));
    await user.click(screen.getByRole('button', { name: 'Follow shop' }));
    await user.click(screen.getByRole('button', { name: 'Coupons (2)' }));
    await user.click(screen.getByRole('button', { name: 'Receive the coupon Jacket coupon 41' }));
    requests.stop();
    expect(requests.events).toEqual([{ tourist: true }, { tourist: true }, {}, {}, {}]);
    expect(api.callsTo('POST /api/front/cart/save')).toHaveLength(0);
    expect(api.callsTo('POST /api/front/order/pre/order')).toHaveLength(0);
    expect(api.callsTo('POST /api/front/collect/add/product')).toHaveLength(0);
    expect(api.callsTo('POST /api/front/coupon/receive')).toHaveLength(0);
  });

  it('adds the chosen SKU to the cart, refreshes the badge count and says so', async () => {
    signIn();
    const { user } = await openJacket();
    const counts = recordBus('cart/countChanged');
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(counts.events).toEqual([{ count: 3 }]));
    expect(api.callsTo('POST /api/front/cart/save')[0].body).toEqual([{ productId: 7, cartNum: 2, productAttrUnique: 71 }]);
    expect(api.callsTo('GET /api/front/cart/count').at(-1)!.params).toEqual({ numType: true, type: 'total' });
    expect(toasts.events).toEqual([{ kind: 'success', message: 'Added to cart' }]);
    counts.stop();
    toasts.stop();
  });

  it('buys now through a pre-order and opens the confirm page', async () => {
    signIn();
    api.on('POST /api/front/order/pre/order', { preOrderNo: 'PO123' });
    const { user, location } = await openJacket();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(location()).toBe('/order/order_confirm?preOrderNo=PO123'));
    expect(api.callsTo('POST /api/front/order/pre/order')[0].body).toEqual({
      preOrderType: 'buyNow',
      orderDetails: [{ productId: 7, attrValueId: 71, productNum: 1 }],
    });
  });

  it('resumes Buy now once the shopper has signed in (a guest entry included) from the dialog it opened', async () => {
    api.on('POST /api/front/order/pre/order', { preOrderNo: 'PO124' });
    const { user, location } = await openJacket();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(api.callsTo('POST /api/front/order/pre/order')).toHaveLength(0);
    // The host's dialog signs the guest in: the token arrives on the bus.
    signIn('guest-token', 'local3');
    await waitFor(() => expect(location()).toBe('/order/order_confirm?preOrderNo=PO124'));
    expect(api.callsTo('POST /api/front/order/pre/order')).toHaveLength(1);
    expect(api.callsTo('POST /api/front/order/pre/order')[0].body).toEqual({
      preOrderType: 'buyNow',
      orderDetails: [{ productId: 7, attrValueId: 71, productNum: 2 }],
    });
  });

  it('resumes Add to cart after the sign-in, but not an action whose dialog was closed, nor a toggle', async () => {
    const { user } = await openJacket();
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    act(() => bus.publish('auth/loginDismissed', {}));
    await user.click(screen.getByRole('button', { name: 'Collect' }));
    signIn();
    await screen.findByRole('button', { name: 'Add to cart' });
    expect(api.callsTo('POST /api/front/cart/save')).toHaveLength(0);
    expect(api.callsTo('POST /api/front/collect/add/product')).toHaveLength(0);

    act(() => clearSession());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    signIn();
    await waitFor(() => expect(api.callsTo('POST /api/front/cart/save')).toHaveLength(1));
    await waitFor(() => expect(toasts.events).toEqual([{ kind: 'success', message: 'Added to cart' }]));
    toasts.stop();
  });

  it('shows the API message when the pre-order cannot be made, and stays', async () => {
    signIn();
    api.on('POST /api/front/order/pre/order', () => fail(404, 'Route POST:/api/front/order/pre/order not found'));
    const { user, location } = await openJacket();
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() =>
      expect(toasts.events).toEqual([{ kind: 'error', message: 'Route POST:/api/front/order/pre/order not found', messageId: undefined }]),
    );
    expect(location()).toBe('/goods_detail/7');
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    toasts.stop();
  });

  it('adds the product to the collections and takes it out, follows the shop and receives a coupon', async () => {
    signIn();
    const { user } = await openJacket();
    await user.click(screen.getByRole('button', { name: 'Collect' }));
    expect(await screen.findByRole('button', { name: 'Collected' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /api/front/collect/add/product')[0].body).toEqual({ id: 7, category: 'store' });
    await user.click(screen.getByRole('button', { name: 'Collected' }));
    expect(await screen.findByRole('button', { name: 'Collect' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('POST /api/front/collect/cancel/7')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Follow shop' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Coupons (2)' }));
    const coupons = screen.getByRole('list', { name: 'Coupons for this product' });
    expect(within(coupons).getAllByRole('listitem')[0]).toHaveTextContent('$5.00 offOn orders over $20.00Valid 7 days after receipt');
    expect(within(coupons).getByRole('button', { name: 'Received' })).toBeDisabled();
    await user.click(within(coupons).getByRole('button', { name: 'Receive the coupon Jacket coupon 41' }));
    await waitFor(() => expect(within(coupons).getAllByRole('button', { name: 'Received' })).toHaveLength(2));
    expect(api.callsTo('POST /api/front/coupon/receive')[0].body).toEqual({ couponId: 41 });
  });

  it('shows its own 404 page for an id the API does not know', async () => {
    api.on('GET /api/front/product/detail/999', () => fail(404, 'Product not found'));
    renderRoute('/goods_detail/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the product cannot be loaded for another reason', async () => {
    let answer = fail(500, 'Database is busy');
    api.on('GET /api/front/product/detail/7', () => answer);
    renderRoute('/goods_detail/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is busy');
    answer = ok(jacketDetail());
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Jacket' })).toBeInTheDocument();
  });
});
