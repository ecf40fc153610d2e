import type sanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../../lib/first-use.ts';

/** sanitize-html and its HTML parser, loaded by the first post saved rather than at start (lib/first-use.ts). */
const loadSanitizer = onFirstUse(() => import('sanitize-html').then((module) => module.default));

/** Only images the shop's own upload pipeline wrote may appear in a post. */
const OWN_IMAGE = /^\/uploads\/[A-Za-z0-9/_-]+\.webp$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags rather than kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  // Runs before the attribute allow-list, so every link leaves with this rel whatever was sent.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

/**
 * Cleans a post's HTML with an allow-list (docs/ARCHITECTURE.md, Sessions and security): text markup,
 * lists, links (http, https, mailto) and the shop's own uploaded images survive; scripts, event
 * handlers, styles, frames and every other tag or attribute are removed.
 */
export async function cleanBlogHtml(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizer();
  return sanitizeHtml(html, options).trim();
}
