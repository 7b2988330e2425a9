import { clickSort, nextDirection } from '../components/sort-cycle';

describe('the sort buttons', () => {
  it('cycle off → ascending → descending → off, or off → descending → ascending → off', () => {
    expect(nextDirection('')).toBe('asc');
    expect(nextDirection('asc')).toBe('desc');
    expect(nextDirection('desc')).toBe('');
    expect(nextDirection('', 'desc')).toBe('desc');
    expect(nextDirection('desc', 'desc')).toBe('asc');
    expect(nextDirection('asc', 'desc')).toBe('');
  });

  it('sort by one key at a time; Default clears both', () => {
    // Sales starts with the most sold; price with the cheapest.
    expect(clickSort({ salesOrder: '', priceOrder: 'desc' }, 'sales')).toEqual({ salesOrder: 'desc', priceOrder: '' });
    expect(clickSort({ salesOrder: 'desc', priceOrder: '' }, 'price')).toEqual({ salesOrder: '', priceOrder: 'asc' });
    expect(clickSort({ salesOrder: 'desc', priceOrder: '' }, 'sales')).toEqual({ salesOrder: 'asc', priceOrder: '' });
    expect(clickSort({ salesOrder: 'asc', priceOrder: '' }, 'default')).toEqual({ salesOrder: '', priceOrder: '' });
  });
});
