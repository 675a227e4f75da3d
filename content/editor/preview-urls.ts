import { site } from "@content/site";

/**
 * Where the editor's Preview button leads (Keystatic's `previewUrl`), per entry of
 * content/editor/entries.ts: the page the entry shows on, `{slug}` being an article's file name.
 * In GitHub storage that page on the branch's preview build, published by
 * .github/workflows/preview.yml; the preview host sends /<branch>/~/<page> on to the branch's own
 * address (deploy/preview.nginx.conf): the `~`, which no git branch name holds, ends the branch
 * however many `/` it has (`content/Q4/Launch_Plan`). In local storage (`npm run cms`) the same
 * page on the dev site beside the editor, which shows drafts too. tests/e2e/preview-urls.test.ts
 * checks each is a page the build writes.
 */
export const previewPaths: Record<string, string> = {
  news: "/news",
  insights: "/insights/{slug}",
  blog: "/blog/{slug}",
  landing: "/lp/{slug}",
  faq: "/faq",
  site: "/",
  leadership: "/leadership",
  // The featured post leads the blog's listing; it has no page of its own.
  blogFeatured: "/blog",
  caseStudies: "/case-studies/{slug}",
  about: "/about",
  fintechPage: "/financial-software",
  retailPage: "/retail-ecommerce",
  martechPage: "/martech",
  home: "/",
};

/** The preview host: preview.<the site's domain> (www. left off). */
export const previewOrigin = `https://preview.${new URL(site.origin).hostname.replace(/^www\./, "")}`;

/** The previewUrl of an entry's page (a service page's is its own name: /dedicated-team). */
export function previewUrl(entry: string, storage: "github" | "local"): string {
  const path = previewPaths[entry] ?? `/${entry}`;
  return storage === "github" ? `${previewOrigin}/{branch}/~${path}` : path;
}
