import { fromCents, lineTotal, toCents } from '../money';

describe('display money in cents', () => {
  it('reads the API strings exactly (no float drift)', () => {
    expect(toCents('12.30')).toBe(1230);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(toCents('4.2')).toBe(420);
    expect(toCents('not a price')).toBe(0);
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });

  it('multiplies a unit price by a quantity', () => {
    expect(lineTotal('4.20', 3)).toBe('12.60');
    expect(lineTotal('19.99', 7)).toBe('139.93');
    expect(fromCents(-250)).toBe('-2.50');
  });
});
