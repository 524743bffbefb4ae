/**
 * A piece of markup that is already safe: built by `html` (every value in it escaped) or a
 * body that the CMS sanitised on save. Nothing else becomes one.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

const special = /[&<>"'`]/;

export const escapeHtml = (text: string): string =>
  special.test(text) ? text.replace(/[&<>"'`]/g, (c) => entities[c]!) : text;

type Value = SafeHtml | string | number | false | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * The site's only way to write markup: every interpolated value is escaped unless it is
 * `SafeHtml`, so an owner's text can never open a tag or an attribute. Attribute values are
 * always quoted in the templates, which the escaping of both quotes covers.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i += 1) out += render(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** HTML that the CMS sanitised with its allow-list when it was saved (rich-text.ts). */
export const sanitisedBody = (body: string): SafeHtml => new SafeHtml(body);
