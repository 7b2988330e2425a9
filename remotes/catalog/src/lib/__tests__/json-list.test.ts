import { parseJsonList } from '../json-list';

describe('parseJsonList', () => {
  it('reads a JSON string array of URLs and ignores what is not one', () => {
    expect(parseJsonList('["https://a.test/1.png","https://a.test/2.png"]')).toEqual(['https://a.test/1.png', 'https://a.test/2.png']);
    expect(parseJsonList(['https://a.test/1.png', 3, ''])).toEqual(['https://a.test/1.png']);
    expect(parseJsonList('not json')).toEqual([]);
    expect(parseJsonList('{"a":1}')).toEqual([]);
    expect(parseJsonList('')).toEqual([]);
  });
});
