import { site } from "@content/site";
import { describe, expect, it } from "vitest";
import { type MetaDescriptor, pageMeta } from "./meta";

const base = {
  title: "CTO briefing: a Bangalore team beside your own",
  description:
    "Thirty minutes with a client partner on adding a dedicated Bangalore team: the roles, the hiring timeline and how the team joins your sprints.",
  path: "/lp/cto-briefing",
};
const content = (meta: MetaDescriptor[], key: string) =>
  meta.flatMap((m) =>
    ("property" in m && m.property === key) || ("name" in m && m.name === key) ? [m.content] : [],
  );

describe("pageMeta", () => {
  it("a hidden page carries noindex and no breadcrumb; a shown one has a breadcrumb and no noindex", () => {
    const hidden = pageMeta({ ...base, noindex: true });
    expect(content(hidden, "robots")).toEqual(["noindex"]);
    expect(JSON.stringify(hidden)).not.toContain("BreadcrumbList");
    const shown = pageMeta(base);
    expect(content(shown, "robots")).toEqual([]);
    expect(JSON.stringify(shown)).toContain("BreadcrumbList");
  });

  it("gives a trail only to a page two folders deep or more (a top-level one's is its address)", () => {
    expect(JSON.stringify(pageMeta({ ...base, path: "/contact" }))).not.toContain("BreadcrumbList");
    const trail = JSON.stringify(pageMeta({ ...base, path: "/insights/a-post" }));
    expect(trail).toContain('"name":"Insights","item":"https://');
    expect(trail).toContain(`"name":"${base.title}"`);
  });

  it("shares the build's own card by default, or an uploaded picture with its alt text", () => {
    const own = pageMeta(base);
    expect(content(own, "og:image")).toEqual([`${site.origin}/og/lp--cto-briefing.png`]);
    expect(content(own, "og:image:width")).toEqual(["1200"]);
    expect(content(own, "og:image:alt")).toEqual([base.title]);
    // An upload in the repository, so measured as the build measures it.
    const src = "/images/uploads/blog/the-monthly-service-review/delivery-trends.png";
    const shared = pageMeta({ ...base, shareImage: { src, alt: "Two engineers at a whiteboard" } });
    expect(content(shared, "og:image")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${site.origin}/images/sized/blog/the-monthly-service-review/delivery-trends-[0-9a-f]{10}-share\\.jpg$`,
        ),
      ),
    ]);
    expect(content(shared, "twitter:image")).toEqual([]); // X falls back to og:image
    expect(content(shared, "og:image:width")).toEqual(["1200"]);
    expect(content(shared, "og:image:height")).toEqual(["630"]);
    expect(content(shared, "og:image:alt")).toEqual(["Two engineers at a whiteboard"]);
    // Uploaded after the uploads were measured (a dev server's): the upload as it is, unsized.
    const fresh = "/images/uploads/landing/cto-briefing/shareImage/value/image.png";
    const unsized = pageMeta({ ...base, shareImage: { src: fresh, alt: "A new picture" } });
    expect(content(unsized, "og:image")).toEqual([`${site.origin}${fresh}`]);
    expect(content(unsized, "og:image:width")).toEqual([]);
  });
});
