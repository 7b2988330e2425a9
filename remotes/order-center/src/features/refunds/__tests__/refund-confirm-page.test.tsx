import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { applyInfo } from '../../../testing/order-fixtures';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;
let uploads: number;

beforeEach(() => {
  resetBrowserState();
  signIn();
  api = installFakeApi();
  uploads = 0;
  api.on('GET /api/front/order/apply/refund/SH100', applyInfo());
  api.on('GET /api/front/order/refund/reason', ['Wrong size', 'Damaged on arrival', 'Changed my mind']);
  api.on('POST /api/front/upload/image', () => {
    uploads += 1;
    return ok({
      fileName: `${uploads}.png`,
      extName: 'png',
      fileSize: 4,
      url: `http://api.test/media/uploads/${uploads}.png`,
      type: 'image/png',
    });
  });
  api.on('POST /api/front/order/refund', { refundOrderNo: 'RE700' });
});

const form = () => screen.findByRole('form', { name: 'Return request' });
const file = (name: string, type = 'image/png') => new File([new Uint8Array(4)], name, { type });

describe('Return request', () => {
  it('shows the order’s lines and starts with everything returned for the most those units paid', async () => {
    renderRoute('/users/refund_confirm?orderNo=SH100');
    const request = await form();
    expect(within(request).getByRole('link', { name: 'Sunny Shop' })).toHaveAttribute('href', '/merchant/merchant/home?id=3');
    expect(within(request).getByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'Tea cup' })).toBeInTheDocument();
    expect(within(request).getByText(/Order SH100 · 3 items, paid \$55\.00/)).toBeInTheDocument();
    expect(within(request).getByRole('combobox', { name: /Quantity to return/ })).toHaveValue('3');
    expect(
      within(request)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(request).getByRole('textbox', { name: /Refund amount/ })).toHaveValue('55.00');
    expect(within(request).getByText('At most $55.00 for 3 items')).toBeInTheDocument();
    const reasons = within(request).getByRole('combobox', { name: /Reason/ });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason', 'Wrong size', 'Damaged on arrival', 'Changed my mind']);
  });

  it('a smaller quantity is prefilled with the most those units paid, and the amount can never go above it', async () => {
    const user = userEvent.setup();
    renderRoute('/users/refund_confirm?orderNo=SH100');
    const request = await form();
    await user.selectOptions(within(request).getByRole('combobox', { name: /Quantity to return/ }), '1');
    const amount = within(request).getByRole('textbox', { name: /Refund amount/ });
    // The dearest unit, as the API works it out.
    expect(amount).toHaveValue('18.00');
    expect(within(request).getByText('At most $18.00 for 1 item')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '18.01');
    await user.selectOptions(within(request).getByRole('combobox', { name: /Reason/ }), 'Wrong size');
    await user.click(within(request).getByRole('button', { name: 'Submit request' }));
    expect(within(request).getByText('At most $18.00 can be refunded for 1 item')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/refund')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(within(request).getByText('The amount must be more than zero')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.tab();
    expect(within(request).getByText('Enter an amount such as 12.50')).toBeInTheDocument();
  });

  it('requires a reason and keeps the remark within 100 characters, counting as it goes', async () => {
    const user = userEvent.setup();
    renderRoute('/users/refund_confirm?orderNo=SH100');
    const request = await form();
    await user.click(within(request).getByRole('button', { name: 'Submit request' }));
    expect(within(request).getByText('Please choose a reason for the refund')).toBeInTheDocument();
    const remark = within(request).getByRole('textbox', { name: 'Remark' });
    await user.click(remark);
    await user.paste('x'.repeat(101));
    expect(within(request).getByText('101 / 100 characters')).toBeInTheDocument();
    expect(within(request).getByText('The remark can be at most 100 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/refund')).toHaveLength(0);
  });

  it('takes up to 5 JPG or PNG proofs, sends the request and goes to the refund list with a toast', async () => {
    const toasts = recordBus('ui/toast');
    const user = userEvent.setup({ applyAccept: false });
    const view = renderRoute('/users/refund_confirm?orderNo=SH100');
    const request = await form();
    const pictures = within(request).getByRole('group', { name: 'Proof pictures' });
    await user.upload(within(pictures).getByLabelText('Add pictures'), [
      file('a.gif', 'image/gif'),
      ...['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`)),
    ]);
    await waitFor(() => expect(within(pictures).getAllByRole('img')).toHaveLength(5));
    expect(within(pictures).getByText('a.gif is not a JPG or PNG picture')).toBeInTheDocument();
    expect(within(pictures).getByText('At most 5 pictures: 6.png was not added')).toBeInTheDocument();
    expect(within(pictures).queryByLabelText('Add pictures')).not.toBeInTheDocument();
    await user.click(within(pictures).getByRole('button', { name: 'Remove picture 5' }));

    await user.selectOptions(within(request).getByRole('combobox', { name: /Quantity to return/ }), '2');
    const amount = within(request).getByRole('textbox', { name: /Refund amount/ });
    expect(amount).toHaveValue('36.00');
    await user.clear(amount);
    // A decimal comma is read as the decimal point.
    await user.type(amount, '30,5');
    await user.selectOptions(within(request).getByRole('combobox', { name: /Reason/ }), 'Damaged on arrival');
    await user.type(within(request).getByRole('textbox', { name: 'Instructions' }), ' The seam is torn ');
    await user.type(within(request).getByRole('textbox', { name: 'Remark' }), 'Pick up after 5 pm');
    await user.click(within(request).getByRole('button', { name: 'Submit request' }));

    await waitFor(() => expect(view.location()).toBe('/users/refund_list?menuCur=222'));
    expect(api.callsTo('POST /api/front/order/refund')[0].body).toEqual({
      orderNo: 'SH100',
      text: 'Damaged on arrival',
      refund_reason_wap_explain: 'The seam is torn',
      refund_reason_wap_img: [1, 2, 3, 4].map((n) => `http://api.test/media/uploads/${n}.png`).join(','),
      refundNum: 2,
      refundPrice: '30.50',
      mark: 'Pick up after 5 pm',
    });
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Your refund request was sent' });
    toasts.stop();
  });

  it("on a backend that refunds whole orders only (the contract's family: no bounds sent), asks for no quantity or amount", async () => {
    const { maxRefundPrices: _bounds, ...contract } = applyInfo();
    api.on('GET /api/front/order/apply/refund/SH100', {
      ...contract,
      orderInfoList: contract.orderInfoList.map(({ refundablePrice: _paid, ...line }) => line),
    });
    const user = userEvent.setup();
    const view = renderRoute('/users/refund_confirm?orderNo=SH100');
    const request = await form();
    expect(within(request).getByText(/Order SH100 · 3 items, paid \$55\.00/)).toBeInTheDocument();
    expect(within(request).queryByRole('combobox', { name: /Quantity to return/ })).not.toBeInTheDocument();
    expect(within(request).queryByRole('textbox', { name: /Refund amount/ })).not.toBeInTheDocument();
    await user.selectOptions(within(request).getByRole('combobox', { name: /Reason/ }), 'Wrong size');
    await user.click(within(request).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(view.location()).toBe('/users/refund_list?menuCur=222'));
    expect(api.callsTo('POST /api/front/order/refund')[0].body).toEqual({
      orderNo: 'SH100',
      text: 'Wrong size',
      refund_reason_wap_explain: '',
      refund_reason_wap_img: '',
      mark: '',
    });
  });

  it('stays on the form when the server refuses the request (its message is toasted by the API client)', async () => {
    const toasts = recordBus('ui/toast');
    api.on('POST /api/front/order/refund', () => fail(500, 'The amount is above what those items paid'));
    const user = userEvent.setup();
    const view = renderRoute('/users/refund_confirm?orderNo=SH100');
    const request = await form();
    await user.selectOptions(within(request).getByRole('combobox', { name: /Reason/ }), 'Wrong size');
    await user.click(within(request).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(toasts.events).toContainEqual({ kind: 'error', message: 'The amount is above what those items paid' }));
    expect(view.location()).toBe('/users/refund_confirm?orderNo=SH100');
    expect(within(request).getByRole('button', { name: 'Submit request' })).toBeEnabled();
    toasts.stop();
  });

  it('an order that cannot be refunded shows the server’s reason and a way back to it', async () => {
    api.on('GET /api/front/order/apply/refund/SH100', () => fail(500, 'Please confirm receipt before asking for a refund'));
    renderRoute('/users/refund_confirm?orderNo=SH100');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This order cannot be refunded' })).toBeInTheDocument();
    expect(within(alert).getByText('Please confirm receipt before asking for a refund')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/order/order_detail?orderNo=SH100');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when the order number is missing', async () => {
    renderRoute('/users/refund_confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing order number: choose the order to return from your orders');
    expect(api.calls).toHaveLength(0);
  });
});
