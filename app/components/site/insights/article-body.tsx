import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * The article body: HTML rendered from Markdown at build time (the browser never parses
 * Markdown). Links to our own pages inside it navigate in-app like every other internal link.
 */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest("a");
      const href = link?.getAttribute("href");
      if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target) return;
      event.preventDefault();
      void navigate(href);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className="prose-article mx-auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML built from our own content files
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
