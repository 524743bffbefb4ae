/**
 * A message body is plain text (requirements-next §10): it is shown as text, and only its
 * web addresses become links. The body is cut into strings and links here, and React writes
 * each string as text — no HTML of a message is ever parsed or rendered.
 */
export type BodyPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `http://`, `https://` or `www.` up to the next space; other schemes stay text. */
const addressPattern = /(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** Punctuation that ends a sentence rather than the address (Latin and Arabic). */
const trailingPunctuation = /[.,;:!?'"»”’،؛؟…]+$/u;

const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * The address without what follows it in the sentence: "(see https://a.sa/x)." keeps
 * `https://a.sa/x`, while a bracket the address opened itself stays ("…/Riyadh_(city)").
 */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(trailingPunctuation, '');
    const last = address.at(-1);
    const opener = last === undefined ? undefined : closers[last];
    if (opener !== undefined && count(address, opener) < count(address, last ?? '')) {
      address = address.slice(0, -1);
    }
    if (address === before) return address;
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** The link's target, or null when the address is not a web address a browser can open. */
function hrefOf(address: string): string | null {
  const absolute = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(absolute);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** The body as strings and links, in order; joined back together they are the body. */
export function splitLinks(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let text = '';
  let position = 0;
  for (const match of body.matchAll(addressPattern)) {
    const address = trimAddress(match[0]);
    const href = address === '' ? null : hrefOf(address);
    if (href === null) continue;
    text += body.slice(position, match.index);
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'link', text: address, href });
    position = match.index + address.length;
  }
  text += body.slice(position);
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}
