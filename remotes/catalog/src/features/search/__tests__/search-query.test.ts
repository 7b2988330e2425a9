import { parseSearchQuery, searchQueryString, toProductListQuery } from '../search-query';

describe('search query in the URL', () => {
  it('reads title, cid, page, price range and one sort', () => {
    const query = parseSearchQuery(new URLSearchParams('title=%20tea%20&cid=12&page=3&minPrice=5&maxPrice=20.5&priceOrder=desc'));
    expect(query).toEqual({ keyword: 'tea', cid: 12, page: 3, minPrice: '5', maxPrice: '20.5', priceOrder: 'desc', salesOrder: '' });
    expect(toProductListQuery(query)).toEqual({
      keyword: 'tea',
      cid: 12,
      page: 3,
      limit: 20,
      minPrice: 5,
      maxPrice: 20.5,
      priceOrder: 'desc',
      salesOrder: '',
    });
  });

  it('drops what is not valid instead of sending it', () => {
    const query = parseSearchQuery(new URLSearchParams('title=&cid=abc&page=-2&minPrice=cheap&priceOrder=up&salesOrder=asc'));
    expect(query).toEqual({ keyword: '', cid: null, page: 1, minPrice: '', maxPrice: '', priceOrder: '', salesOrder: 'asc' });
  });

  it('writes title and cid always, the rest only when set', () => {
    expect(
      searchQueryString({ keyword: 'red shoes', cid: null, page: 1, minPrice: '', maxPrice: '', priceOrder: '', salesOrder: '' }),
    ).toBe('title=red+shoes&cid=');
    expect(searchQueryString({ keyword: '', cid: 4, page: 2, minPrice: '1', maxPrice: '', priceOrder: 'asc', salesOrder: '' })).toBe(
      'title=&cid=4&minPrice=1&priceOrder=asc&page=2',
    );
  });
});
