import type { Language } from '../../../app/i18n';

interface HtmlPreviewProps {
  /** Sanitised HTML as the server answered it: a page's body or a rendered e-mail. */
  html: string;
  /** A body to wrap in a document of this language; a whole document is shown as it is. */
  language?: Language;
  title: string;
  testId: string;
}

const wrap = (body: string, language: Language) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">` +
  '<head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.6;' +
  'margin:16px;overflow-wrap:anywhere}img{max-width:100%}</style></head>' +
  `<body>${body}</body></html>`;

/**
 * The server's HTML in a sandboxed frame: no script runs and nothing of it reaches the app's
 * page, even if the sanitiser ever let something through.
 */
export function HtmlPreview({ html, language, title, testId }: HtmlPreviewProps) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={language === undefined ? html : wrap(html, language)}
      data-testid={testId}
      style={{ width: '100%', minHeight: 360, border: 0, background: '#fff' }}
    />
  );
}
