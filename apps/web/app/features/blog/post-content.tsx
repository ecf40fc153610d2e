/**
 * A post's HTML. It is rendered as HTML only because the API cleaned it with an allow-list when it was
 * written (no scripts, handlers, styles or foreign images can be stored); nothing else may use this.
 */
export function PostContent({ html }: { html: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's allow-list sanitiser cleaned it on write.
  return <div className="blog-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
