import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './rich-text';

/**
 * Requirements-next §14: bodies are sanitised on the server with an allow-list, `dir` kept.
 * Each vector: what an editor (or an attacker posting to the API) sends, and what is stored.
 */
const stripped: Array<[string, string, string]> = [
  ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
  [
    'an onerror handler',
    '<img src="https://cdn.example.sa/a.jpg" onerror="alert(1)">',
    '<img src="https://cdn.example.sa/a.jpg">',
  ],
  ['an image without a usable source', '<img src=x onerror=alert(1)>', ''],
  ['a javascript: link', '<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
  [
    'a javascript: link hidden by case and entities',
    '<a href="JaVa&#x09;ScRiPt:alert(1)">x</a>',
    '<a>x</a>',
  ],
  ['an iframe', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
  ['a style with expression(', '<p style="width: expression(alert(1))">t</p>', '<p>t</p>'],
  ['a style element', '<style>p{background:url(javascript:alert(1))}</style><p>t</p>', '<p>t</p>'],
  [
    'svg with SMIL',
    '<svg><animate attributeName="href" values="javascript:alert(1)"/><a><text>x</text></a></svg>',
    '',
  ],
  ['math with an xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ['xmp mutation', '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>', '"&gt;'],
  [
    'textarea mutation',
    '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
    '"&gt;',
  ],
  [
    'noscript mutation',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<p></p>',
  ],
  [
    'a form and its input',
    '<form action="https://evil.example"><input name="q"></form><p>t</p>',
    '<p>t</p>',
  ],
  ['a data: image', '<img src="data:image/png;base64,AAAA">', ''],
  ['an http: image (mixed content)', '<img src="http://cdn.example.sa/a.jpg">', ''],
  ['a data- attribute and a class', '<p class="x" data-x="1" id="y">t</p>', '<p>t</p>'],
  ['a dir that is not a direction', '<p dir="x onmouseover=alert(1)">t</p>', '<p>t</p>'],
  ['an h1 (the page title is the h1)', '<h1>Title</h1>', 'Title'],
];

const kept: Array<[string, string, string]> = [
  [
    'dir="rtl" on a paragraph',
    '<p dir="rtl">مرحبًا <strong>بكم</strong></p>',
    '<p dir="rtl">مرحبًا <strong>بكم</strong></p>',
  ],
  [
    'dir on headings and list items',
    '<h2 dir="auto">عن الشاليه</h2><ul dir="rtl"><li dir="ltr">Wi-Fi</li></ul>',
    '<h2 dir="auto">عن الشاليه</h2><ul dir="rtl"><li dir="ltr">Wi-Fi</li></ul>',
  ],
  [
    'ordinary formatting',
    '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><hr><blockquote>q</blockquote><ol><li>1</li></ol><h3>h3</h3><h4>h4</h4>',
    '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><hr><blockquote>q</blockquote><ol><li>1</li></ol><h3>h3</h3><h4>h4</h4>',
  ],
  [
    'a link with a title',
    '<a href="https://example.sa/x" title="x">x</a>',
    '<a href="https://example.sa/x" title="x">x</a>',
  ],
  [
    'a path of the site and a mail link',
    '<a href="/s/palm/about">a</a> <a href="mailto:stay@example.sa">m</a>',
    '<a href="/s/palm/about">a</a> <a href="mailto:stay@example.sa">m</a>',
  ],
  [
    'an https image with alt',
    '<img src="https://cdn.example.sa/a.jpg" alt="غرفة">',
    '<img src="https://cdn.example.sa/a.jpg" alt="غرفة">',
  ],
  [
    'one of our own /media images',
    '<img src="/media/photos/abc/large.webp" alt="">',
    '<img src="/media/photos/abc/large.webp" alt="">',
  ],
  [
    'a table with spans',
    '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td colspan="2" dir="rtl">b</td></tr></tbody></table>',
    '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td colspan="2" dir="rtl">b</td></tr></tbody></table>',
  ],
  ['placeholders as text', '<p>مرحبًا {{guest.firstName}}</p>', '<p>مرحبًا {{guest.firstName}}</p>'],
];

describe('sanitizeRichText', () => {
  it.each(stripped)('strips %s', (_name, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it.each(kept)('keeps %s', (_name, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('gives a link opened in a new tab rel="noopener noreferrer nofollow", whatever rel was sent', () => {
    expect(sanitizeRichText('<a href="https://x.sa" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.sa" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.sa" target="_top" rel="me">x</a>')).toBe(
      '<a href="https://x.sa">x</a>',
    );
  });

  it('is stable: sanitising what it returned changes nothing (an unchanged save stays the same)', () => {
    for (const [, input] of [...stripped, ...kept]) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});

describe('htmlToText', () => {
  it('writes blocks as lines, list items with bullets, links with their address', () => {
    expect(
      htmlToText(
        '<p>Hello {{guest.firstName}} &amp; co</p><ul><li>a</li><li>b</li></ul><p>x<br>y <a href="https://x.sa">site</a></p>',
      ),
    ).toBe('Hello {{guest.firstName}} & co\n\n• a\n• b\n\nx\ny site (https://x.sa)');
  });
});
