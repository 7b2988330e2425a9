import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { setLocale } from '@mall/i18n';
import { fail } from '@mall/remote-kit/testing';
import { refundDetail } from '../../../testing/order-fixtures';
import { renderRoute, signedInWithFakeApi } from '../../../testing/render-page';

const api = signedInWithFakeApi();

/** The state panel, named by its heading (the spinner is a status too, without a name). */
const state = (name: string) => screen.findByRole('status', { name });
const request = () => screen.getByRole('region', { name: 'Your request' });
const value = (term: string) => within(request()).getByText(term).nextElementSibling?.textContent;

describe('Refund details', () => {
  it('while the merchant reviews: the state, the request, its pictures and the goods', async () => {
    api.on('GET /api/front/order/refund/detail/RE700', refundDetail({ refundStatus: 0 }));
    renderRoute('/order/refund_detail?orderNo=RE700');
    const panel = await state('The merchant is reviewing your request');
    expect(within(panel).getByText('The merchant will review your request and answer soon.')).toBeInTheDocument();
    expect(value('Refund number')).toBe('RE700');
    expect(within(request()).getByRole('link', { name: 'SH100' })).toHaveAttribute('href', '/order/order_detail?orderNo=SH100');
    expect(value('Reason')).toBe('Wrong size');
    expect(value('Instructions')).toBe('The collar is too tight');
    expect(value('Remark')).toBe('Please hurry');
    expect(value('Quantity')).toBe('2');
    expect(value('Refund amount')).toBe('$36.00');
    expect(
      within(request())
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['Proof picture 1', 'http://api.test/media/uploads/a.png'],
      ['Proof picture 2', 'http://api.test/media/uploads/b.png'],
    ]);
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
  });

  it('rejected: the merchant’s reason, and that the shopper may ask again', async () => {
    api.on(
      'GET /api/front/order/refund/detail/RE700',
      refundDetail({ refundStatus: 1, refundReason: 'The goods were used', refundReasonWapImg: '' }),
    );
    renderRoute('/order/refund_detail?orderNo=RE700');
    const panel = await state('Refund rejected');
    expect(within(panel).getByText('The merchant’s reason: The goods were used')).toBeInTheDocument();
    expect(within(panel).getByText('You may request a refund of this order again.')).toBeInTheDocument();
    expect(within(request()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepted for shipped goods: asks for them back quickly', async () => {
    api.on('GET /api/front/order/refund/detail/RE700', refundDetail({ refundStatus: 2, orderStatus: 1 }));
    renderRoute('/order/refund_detail?orderNo=RE700');
    const panel = await state('Refunding');
    expect(within(panel).getByText(/please return the goods quickly/)).toBeInTheDocument();
  });

  it('accepted for goods never shipped: no goods to send back', async () => {
    api.on('GET /api/front/order/refund/detail/RE700', refundDetail({ refundStatus: 2, orderStatus: 0 }));
    renderRoute('/order/refund_detail?orderNo=RE700');
    const panel = await state('Refunding');
    expect(within(panel).getByText('The merchant accepted your request; the money is on its way back.')).toBeInTheDocument();
    expect(within(panel).queryByText(/return the goods/)).not.toBeInTheDocument();
  });

  it('refunded: the amount and when, in the shopper’s language', async () => {
    act(() => setLocale('th'));
    api.on('GET /api/front/order/refund/detail/RE700', refundDetail({ refundStatus: 3, refundTime: '2025-06-05 14:30:00', mark: '' }));
    renderRoute('/order/refund_detail?orderNo=RE700');
    const panel = await state('คืนเงินแล้ว');
    expect(within(panel).getByText(/^คืนเงิน \$36\.00 แล้วเมื่อ .*2568/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'คำขอของคุณ' })).getByText('หมายเหตุ').nextElementSibling).toHaveTextContent('ไม่มี');
  });

  it('shows an unknown or another shopper’s refund as not found', async () => {
    api.on('GET /api/front/order/refund/detail/RE999', () => fail(404, 'No data found'));
    renderRoute('/order/refund_detail?orderNo=RE999');
    expect(within(await screen.findByRole('alert')).getByText('No data found')).toBeInTheDocument();
  });

  it('says so when the refund number is missing', async () => {
    renderRoute('/order/refund_detail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing refund number: cannot view refund details');
    expect(screen.getByRole('link', { name: 'Back to my refunds' })).toHaveAttribute('href', '/users/refund_list');
  });
});
