import { pageCount, pagerItems } from '../components/pager-items';

describe('pageCount', () => {
  it('rounds up and is 0 for nothing', () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});

describe('pagerItems', () => {
  it('lists every page when few', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the window of a middle page', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });

  it('clamps the current page', () => {
    expect(pagerItems(99, 6)).toEqual([1, 'gap', 4, 5, 6]);
    expect(pagerItems(-3, 6)).toEqual([1, 2, 3, 'gap', 6]);
    expect(pagerItems(3, 0)).toEqual([]);
  });
});
