import { ogImagePath } from "@lib/og";
import { site } from "@lib/site";

/** One tag of a page's <head>, written by the layout (app/layouts/page.astro). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": unknown };

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL, the OG image and the breadcrumb. */
  path: string;
  noindex?: boolean;
  /** og:type; articles pass "article". */
  type?: "website" | "article";
  /** Extra JSON-LD objects for this page (Article, FAQPage…). */
  jsonLd?: Record<string, unknown>[];
}

/**
 * The firm itself, on the pages that describe it (search engines read it from the home page;
 * about says who we are). Elsewhere it would be ≈0.35 KB of every page's first round trip
 * (a blog post's HTML fits in one only without it); articles name their publisher themselves.
 */
export const ORGANIZATION_PAGES = ["/", "/about"];
const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": `${site.origin}/#organization`,
  name: site.legalName,
  alternateName: site.brand,
  url: site.origin,
  logo: `${site.origin}/icons/icon-512.png`,
  email: site.contactEmail,
  sameAs: site.social.map((s) => s.href),
  address: site.offices.map((o) => ({
    "@type": "PostalAddress",
    addressLocality: o.city,
    addressCountry: o.country,
    streetAddress: o.address,
  })),
};

/** Home › Section › Page, from the URL path and the page's own title. */
function breadcrumb(path: string, title: string) {
  const segments = path.split("/").filter(Boolean);
  const items = [{ name: "Home", url: `${site.origin}/` }];
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    const name = last ? title : seg.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
    items.push({ name, url: `${site.origin}/${segments.slice(0, i + 1).join("/")}` });
  });
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Search engines show about 160 characters: longer text (an article excerpt) is cut at a word. */
export function clipDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
}

/** Title, description, canonical, social cards and structured data for one page. */
export function pageMeta({
  title,
  description: text,
  path,
  noindex,
  type = "website",
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const description = clipDescription(text);
  const fullTitle = path === "/" ? title : `${title} | ${site.brand}`;
  const url = new URL(path, site.origin).href;
  const image = new URL(ogImagePath(path), site.origin).href;
  const structured = [
    ...(ORGANIZATION_PAGES.includes(path) ? [organization] : []),
    ...(path === "/" || noindex ? [] : [breadcrumb(path, title)]),
    ...jsonLd,
  ];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...structured.map((data) => ({ "script:ld+json": data })),
  ];
}
