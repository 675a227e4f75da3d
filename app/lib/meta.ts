import { site } from "@lib/site";
import type { MetaDescriptor } from "react-router";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. */
  path: string;
  noindex?: boolean;
}

/** Title, description, canonical and social tags for one page. */
export function pageMeta({ title, description, path, noindex }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.brand}`;
  const url = new URL(path, site.origin).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
