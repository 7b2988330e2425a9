import { mostRefundableCents, unitShares } from '../refund-amount';

const lines = [
  { refundablePrice: '36.00', payNum: 2 },
  { refundablePrice: '14.00', payNum: 1 },
];

describe('the most a refund of N units may ask for', () => {
  it('takes what the API says for N units', () => {
    const info = { orderInfoList: [], totalNum: 3, payPrice: '55.00', maxRefundPrices: ['18.00', '36.00', '55.00'] };
    expect([1, 2, 3].map((n) => mostRefundableCents(info, n))).toEqual([1800, 3600, 5500]);
  });

  it('without the API’s figures: the N units that paid most, and everything paid for every unit', () => {
    const info = { orderInfoList: lines.map((l) => ({ ...l })) as never, totalNum: 3, payPrice: '55.00' };
    expect(mostRefundableCents(info, 1)).toBe(1800);
    expect(mostRefundableCents(info, 2)).toBe(3600);
    expect(mostRefundableCents(info, 3)).toBe(5500);
  });

  it('shares each line among its units, dearest first, odd cents over the first units', () => {
    expect(unitShares(lines)).toEqual([1800, 1800, 1400]);
    expect(unitShares([{ refundablePrice: '10.00', payNum: 3 }])).toEqual([334, 333, 333]);
    expect(
      unitShares([
        { refundablePrice: 'n/a', payNum: 2 },
        { refundablePrice: '5.5', payNum: 1 },
      ]),
    ).toEqual([550]);
  });
});
