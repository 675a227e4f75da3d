/**
 * The article body: HTML rendered from Markdown at build time (the browser never parses
 * Markdown). Links inside it are plain anchors, loaded like every other internal link.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="prose-article mx-auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML built from our own content files
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
