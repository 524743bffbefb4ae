import { splitLinks } from '../linkify';

/**
 * A message's text as text: React writes each string as a text node, and web addresses
 * become links that open apart from the app and pass it nothing (requirements-next §10).
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <>
      {splitLinks(body).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a
            // Parts keep their order and never move: the index names each one.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            // An address reads left to right inside an Arabic sentence.
            dir="ltr"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
