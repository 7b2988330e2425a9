import { fromCents, isPositive, lineTotal, toCents } from '../money';
import { soldCount } from '../sold-count';

describe('display money in cents', () => {
  it('reads the API strings exactly (no float drift)', () => {
    expect(toCents('12.30')).toBe(1230);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(toCents(' 4.2 ')).toBe(420);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('-2.5')).toBe(-250);
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });

  it('gives NaN for what is not an amount, so it never counts as 0', () => {
    for (const bad of ['not a price', '', '1.234', '1,20', '.5', '1e3']) expect(toCents(bad)).toBeNaN();
    expect(isPositive('not a price')).toBe(false);
  });

  it('multiplies a unit price by a quantity', () => {
    expect(lineTotal('4.20', 3)).toBe('12.60');
    expect(lineTotal('19.99', 7)).toBe('139.93');
    expect(fromCents(-250)).toBe('-2.50');
  });

  it('tells an amount worth a row from zero or nothing', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive(0)).toBe(false);
    expect(isPositive(null)).toBe(false);
    expect(isPositive(undefined)).toBe(false);
  });
});

describe('soldCount', () => {
  it('adds the whole real and virtual sales; missing counts 0', () => {
    expect(soldCount(12.7, 30.2)).toBe(42);
    expect(soldCount(5, undefined)).toBe(5);
    expect(soldCount(null, 3)).toBe(3);
    expect(soldCount(Number.NaN, Number.NaN)).toBe(0);
  });
});
