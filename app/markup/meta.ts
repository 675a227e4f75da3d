import { SHARE_HEIGHT, SHARE_WIDTH, shareImageUrl } from "@content/share-image.server";
import { site } from "@content/site";
import { ogImagePath } from "@lib/og";
import { pageTitle } from "@lib/seo-limits";

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
  /**
   * A picture uploaded for shares (a path under /images/uploads/) and what it shows; without
   * one the share card is the build's own, drawn from the title (scripts/seo.ts).
   */
  shareImage?: { src: string; alt: string };
}

/**
 * What an article (a blog post, an insight, a case study) may say for itself to search engines
 * and shares, each part optional: its editor's "Search engines" group and "Share image".
 */
export interface OwnSearchFacts {
  meta?: { title?: string; description?: string };
  shareImage?: { src: string; alt: string };
}

/**
 * An article page's meta: its own search title, description and share picture where it gives
 * them, else those the page makes from the article (`derived`).
 */
export function withOwnSearchFacts(derived: PageMeta, own: OwnSearchFacts): PageMeta {
  const shareImage = own.shareImage ?? derived.shareImage;
  return {
    ...derived,
    title: own.meta?.title ?? derived.title,
    description: own.meta?.description ?? derived.description,
    ...(shareImage ? { shareImage } : {}),
  };
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
/** How many folders deep a page's address is: "/" 0, "/contact" 1, "/blog/a-post" 2. */
export const depth = (path: string) => path.split("/").filter(Boolean).length;

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
  shareImage,
}: PageMeta): MetaDescriptor[] {
  const description = clipDescription(text);
  const fullTitle = pageTitle(title, path);
  const url = new URL(path, site.origin).href;
  // The build draws its own card at 1200×630, and resizes an uploaded picture to that size
  // (content/share-image.server.ts); only a dev server's fresh upload is shown as it is.
  const shared = shareImage && shareImageUrl(shareImage.src);
  const image = new URL(shared?.url ?? ogImagePath(path), site.origin).href;
  const imageFacts: MetaDescriptor[] = [
    ...(shared && !shared.sized
      ? []
      : [
          { property: "og:image:width", content: String(SHARE_WIDTH) },
          { property: "og:image:height", content: String(SHARE_HEIGHT) },
        ]),
    { property: "og:image:alt", content: shareImage?.alt ?? title },
  ];
  const structured = [
    ...(ORGANIZATION_PAGES.includes(path) ? [organization] : []),
    // A trail only where it says more than the address: "Home › Contact" is the URL again, and
    // ≈0.1 KB of a top-level page's first round trip.
    ...(depth(path) < 2 || noindex ? [] : [breadcrumb(path, title)]),
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
    ...imageFacts,
    // X reads the title, description and image from the og: tags when its own are absent
    // (its Cards markup reference): only the card's kind is X's alone.
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...structured.map((data) => ({ "script:ld+json": data })),
  ];
}
