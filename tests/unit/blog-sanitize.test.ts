import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../shared/blog/server/sanitize.js';

/** Nothing in the output may run: no script element, no on* attribute, no javascript:/vbscript:/data: URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
  expect(html).not.toMatch(/<(iframe|object|embed|svg|math|style|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeArticleHtml', () => {
  it('keeps normal article markup', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>texte</strong> <em>riche</em>.</p><ul><li>un</li></ul><ol start="2"><li>deux</li></ol>' +
      '<blockquote>Citation</blockquote><table><caption>Tableau</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<img src="/media/blog/a.webp" alt="Une maison" /><img src="https://exemple.ca/b.jpg" alt="B" />';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('turns an h1 into an h2: the page title is the only h1', () => {
    expect(sanitizeArticleHtml('<h1>Titre</h1>')).toBe('<h2>Titre</h2>');
  });

  it('forces rel="noopener noreferrer" on every link and keeps only target=_blank', () => {
    expect(sanitizeArticleHtml('<a href="https://exemple.ca" target="_blank" rel="opener">lien</a>')).toBe(
      '<a href="https://exemple.ca" rel="noopener noreferrer" target="_blank">lien</a>',
    );
    expect(sanitizeArticleHtml('<a href="/contact" target="_top">contact</a>')).toBe('<a href="/contact" rel="noopener noreferrer">contact</a>');
    expect(sanitizeArticleHtml('<a href="mailto:info@exemple.ca">écrire</a>')).toContain('href="mailto:info@exemple.ca"');
  });

  it.each([
    ['script element', '<p>avant</p><script>window.__xss = 1</script><p>après</p>', '<p>avant</p><p>après</p>'],
    ['script with a src', '<script src="https://evil.example/x.js"></script>ok', 'ok'],
    ['img onerror', '<img src="x" onerror="window.__xss=1">', '<img src="x" />'],
    ['svg onload', '<svg onload="window.__xss=1"><circle r="1"/></svg>texte', 'texte'],
    ['body onload', '<body onload="window.__xss=1"><p>t</p></body>', '<p>t</p>'],
    ['javascript: href', '<a href="javascript:window.__xss=1">clic</a>', '<a rel="noopener noreferrer">clic</a>'],
    ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">clic</a>', '<a rel="noopener noreferrer">clic</a>'],
    ['entity-encoded javascript: href', '<a href="&#106;avascript&colon;alert(1)">clic</a>', '<a rel="noopener noreferrer">clic</a>'],
    ['tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">clic</a>', '<a rel="noopener noreferrer">clic</a>'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">clic</a>', '<a rel="noopener noreferrer">clic</a>'],
    ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>', '<a rel="noopener noreferrer">clic</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">', '<img alt="x" />'],
    ['javascript: image', '<img src="javascript:alert(1)">', '<img />'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>t</p>', '<p>t</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['style expression', '<p style="width: expression(alert(1)); background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
    ['style element', '<style>body{background:url("javascript:alert(1)")}</style><p>t</p>', '<p>t</p>'],
    ['form and button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>', 'x'],
    ['base and meta refresh', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['nested script split', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['math/style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['unquoted handler with slash', '<img/src="x"/onerror=alert(1)>', '<img src="x" />'],
    ['protocol-relative image', '<img src="//evil.example/x.png">', '<img />'],
    ['html comment trick', '<!--<img src=x onerror=alert(1)>--><p>t</p>', '<p>t</p>'],
    ['template content', '<template><script>alert(1)</script></template>t', 't'],
  ])('removes %s', (_name, input, expected) => {
    const output = sanitizeArticleHtml(input);
    expect(output).toBe(expected);
    expectInert(output);
  });

  it('is stable: sanitizing twice changes nothing', () => {
    const once = sanitizeArticleHtml('<p onclick="x()">a<a href="https://e.ca" target="_blank">b</a><img src=x onerror=y></p>');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});
