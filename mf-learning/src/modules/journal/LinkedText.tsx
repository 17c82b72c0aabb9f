import { chakra } from '@school/shared-ui/chakra';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"'«»]+)/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a text into plain parts and web addresses (only http and https: a 'javascript:' text stays text).
 */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let address = match[0];
    const tail = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - tail.length);
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A text with its web addresses clickable, opened in a new tab without access to this page. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <chakra.a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            color="fg.info"
            textDecoration="underline"
            wordBreak="break-all"
          >
            {part.text}
          </chakra.a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
