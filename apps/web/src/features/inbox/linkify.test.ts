import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks (message bodies are plain text; only web addresses become links)', () => {
  it('keeps a body without an address as one string', () => {
    expect(splitLinks('أهلاً بك، الدخول بعد الساعة ٣')).toEqual([
      { kind: 'text', text: 'أهلاً بك، الدخول بعد الساعة ٣' },
    ]);
  });

  it('cuts out http and https addresses between the text around them', () => {
    expect(splitLinks('Map: https://maps.example.sa/p?q=1&z=2 then http://a.sa/x')).toEqual([
      { kind: 'text', text: 'Map: ' },
      {
        kind: 'link',
        text: 'https://maps.example.sa/p?q=1&z=2',
        href: 'https://maps.example.sa/p?q=1&z=2',
      },
      { kind: 'text', text: ' then ' },
      { kind: 'link', text: 'http://a.sa/x', href: 'http://a.sa/x' },
    ]);
  });

  it('opens a www. address over https', () => {
    expect(splitLinks('www.nuzul.sa')).toEqual([
      { kind: 'link', text: 'www.nuzul.sa', href: 'https://www.nuzul.sa/' },
    ]);
  });

  it('leaves the sentence’s punctuation and closing bracket out of the link, in Arabic too', () => {
    expect(splitLinks('(see https://a.sa/x).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://a.sa/x', href: 'https://a.sa/x' },
      { kind: 'text', text: ').' },
    ]);
    expect(splitLinks('الرابط https://a.sa/ar، شكراً')).toEqual([
      { kind: 'text', text: 'الرابط ' },
      { kind: 'link', text: 'https://a.sa/ar', href: 'https://a.sa/ar' },
      { kind: 'text', text: '، شكراً' },
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Riyadh_(city)')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Riyadh_(city)',
      href: 'https://en.wikipedia.org/wiki/Riyadh_(city)',
    });
  });

  it('never links another scheme: javascript: and data: stay text', () => {
    const body = 'javascript:alert(1) data:text/html,<b>x</b>';
    expect(splitLinks(body)).toEqual([{ kind: 'text', text: body }]);
  });

  it('keeps HTML as text: a <script> is a string, and the address ends before a tag', () => {
    expect(splitLinks('<script>alert(1)</script> https://a.sa/<img>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> ' },
      { kind: 'link', text: 'https://a.sa/', href: 'https://a.sa/' },
      { kind: 'text', text: '<img>' },
    ]);
  });

  it('gives back the whole body when its parts are joined', () => {
    const body = 'a https://x.sa/1, b www.y.sa. c\nhttps://z.sa';
    expect(
      splitLinks(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });
});
