import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps allow-listed markup', () => {
    expect(sanitizeHtml('<h2>Terms</h2><p>Be <strong>kind</strong><br>always.</p><ul><li>one</li></ul>')).toBe(
      '<h2>Terms</h2><p>Be <strong>kind</strong><br>always.</p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>')).toBe('<p>a</p>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<p><font color="red">red</font> <marquee>text</marquee></p>')).toBe('<p>red text</p>');
  });

  it('removes event handlers, styles and unsafe URLs', () => {
    const html = sanitizeHtml(
      '<p onclick="x()" style="color:red">p</p><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a><img src="data:x" onerror="y()">',
    );
    expect(html).toBe(
      '<p>p</p><a rel="noopener noreferrer" target="_blank">bad</a>' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a><img>',
    );
  });

  it('removes comments', () => {
    expect(sanitizeHtml('<p>a<!-- hidden --></p>')).toBe('<p>a</p>');
  });
});
