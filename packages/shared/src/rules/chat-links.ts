/** A chat message cut into plain text and web links, so pages render links without ever parsing HTML. */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; trailing punctuation is left to the sentence.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Only http and https addresses become links (a `javascript:` or `data:` text stays text); a bare
 * `www.` address gets `https://`. The text itself is never interpreted as markup: React renders it.
 */
export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href || raw.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
