import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml: one allow-list for the HTML the API sends (descriptions, agreements)', () => {
  it('keeps allow-listed markup and pictures', () => {
    expect(sanitizeHtml('<h2>Terms</h2><p>Be <strong>kind</strong><br>always.</p><ul><li>one</li></ul>')).toBe(
      '<h2>Terms</h2><p>Be <strong>kind</strong><br>always.</p><ul><li>one</li></ul>',
    );
    expect(sanitizeHtml('<p>Soft <strong>cotton</strong></p><img src="https://img.test/a.png" alt="fabric" width="200">')).toBe(
      '<p>Soft <strong>cotton</strong></p><img src="https://img.test/a.png" alt="fabric" width="200" loading="lazy">',
    );
    expect(sanitizeHtml('<table><tbody><tr><td colspan="2" class="x">cell</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
    );
    // What the API keeps in a description the storefront keeps too (the same list): highlights, picture titles.
    expect(sanitizeHtml('<p><mark>New</mark> <img src="/a.png" title="Front" alt=""></p>')).toBe(
      '<p><mark>New</mark> <img src="/a.png" title="Front" alt="" loading="lazy"></p>',
    );
  });

  it('drops scripts, styles, frames and forms with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input></form>'),
    ).toBe('<p>a</p>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<p><font color="red">red</font> <marquee>text</marquee></p>')).toBe('<p>red text</p>');
    expect(sanitizeHtml('<section><marquee>hello</marquee></section>')).toBe('hello');
  });

  it('removes event handlers, inline styles and unsafe URLs; links open apart', () => {
    const html = sanitizeHtml(
      '<p onclick="x()" style="color:red">p</p><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a>' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="y()">',
    );
    expect(html).toBe(
      '<p>p</p><a rel="noopener noreferrer" target="_blank">bad</a>' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a><img loading="lazy">',
    );
  });

  it('removes comments and answers nothing for blank HTML', () => {
    expect(sanitizeHtml('<p>a<!-- hidden --></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('   ')).toBe('');
  });
});
