import { parseJsonList } from '../json-list';
import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml (defence in depth for the product description)', () => {
  it('keeps allowed markup and pictures', () => {
    expect(sanitizeHtml('<p>Soft <strong>cotton</strong></p><img src="https://img.test/a.png" alt="fabric" width="200">')).toBe(
      '<p>Soft <strong>cotton</strong></p><img src="https://img.test/a.png" alt="fabric" width="200" loading="lazy">',
    );
  });

  it('drops scripts, styles, frames and forms with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input></form>')).toBe('<p>a</p>');
  });

  it('removes event handlers, inline styles and unsafe URLs', () => {
    const html = sanitizeHtml('<a href="javascript:alert(1)" onclick="x()">x</a><img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="y()"><p style="position:fixed">z</p>');
    expect(html).toBe('<a rel="noopener noreferrer" target="_blank">x</a><img loading="lazy"><p>z</p>');
  });

  it('unwraps unknown tags and keeps their text', () => {
    expect(sanitizeHtml('<section><marquee>hello</marquee></section>')).toBe('hello');
  });
});

describe('parseJsonList', () => {
  it('reads a JSON string array of URLs and ignores what is not one', () => {
    expect(parseJsonList('["https://a.test/1.png","https://a.test/2.png"]')).toEqual(['https://a.test/1.png', 'https://a.test/2.png']);
    expect(parseJsonList(['https://a.test/1.png', 3, ''])).toEqual(['https://a.test/1.png']);
    expect(parseJsonList('not json')).toEqual([]);
    expect(parseJsonList('{"a":1}')).toEqual([]);
    expect(parseJsonList('')).toEqual([]);
  });
});
