import { clickSort, nextDirection } from '../components/sort-cycle';

describe('the sort buttons', () => {
  it('cycle off → ascending → descending → off', () => {
    expect(nextDirection('')).toBe('asc');
    expect(nextDirection('asc')).toBe('desc');
    expect(nextDirection('desc')).toBe('');
  });

  it('sort by one key at a time; Default clears both', () => {
    expect(clickSort({ salesOrder: '', priceOrder: 'desc' }, 'sales')).toEqual({ salesOrder: 'asc', priceOrder: '' });
    expect(clickSort({ salesOrder: 'desc', priceOrder: '' }, 'price')).toEqual({ salesOrder: '', priceOrder: 'asc' });
    expect(clickSort({ salesOrder: 'asc', priceOrder: '' }, 'sales')).toEqual({ salesOrder: 'desc', priceOrder: '' });
    expect(clickSort({ salesOrder: 'asc', priceOrder: '' }, 'default')).toEqual({ salesOrder: '', priceOrder: '' });
  });
});
