import { chatTextParts } from '@shop/shared';

/** A message as text: React escapes it; only http(s) addresses become links, opened safely in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {chatTextParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
