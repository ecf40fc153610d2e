/**
 * Escapes text for HTML and XML alike (e-mail bodies, SVG packshots, the sitemap): the five characters
 * that could end a text node or an attribute value.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
