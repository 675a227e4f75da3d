import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sizedCopies, UPLOADS_DIR, uploadedPictures } from "@content/body-pictures.server";
import { insightFrontMatter } from "@content/insight-schema";
import { parseInsight } from "@content/insights.server";
import { blogSummaries, parseBlogPost } from "@content/resources/blog.server";
import { caseStudies } from "@content/resources/case-studies.server";
import type { CaseStudySummary } from "@content/resources/schemas";
import { blogFrontMatter } from "@content/resources/schemas";
import { sizedCover } from "@content/resources/sized-cover.server";
import { readCollection } from "@content/test-support/read-collection";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { writeSizedPictures } from "../../../../scripts/sized-pictures";
import { BlogPostPage } from "../../pages/blog-post";
import { ArticleHero } from "../insights/article-hero";
import { BlogCard, FeaturedPost } from "../resources/blog-card";
import { CaseStudyCard, FeaturedCaseStudy } from "../resources/case-study-card";
import { StudyHeroImage } from "../resources/study-hero-image";
import { Cover, coverSizes } from "./cover-art";

/**
 * Issue 56 item 3: an uploaded cover reaches cards and heroes as the resized WebP copies the
 * article bodies' pictures get, not as uploaded. The upload is one the repository holds (a body
 * picture's, 1600×900), measured as a build measures it, through the loaders the pages use.
 */

const src = "/images/uploads/blog/the-monthly-service-review/delivery-trends.png";
const measured = uploadedPictures.get(src)!;
const copies = sizedCopies(src, measured);
const srcset = copies.map((c) => `${c.url} ${c.width}w`).join(", ");
const cover = { src, alt: "Delivery trends over six months", focus: "top" as const };

/** Each tag's attributes in `html`, as a browser reads them (names in any case). */
const tags = (html: string, name: "img" | "source") =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(([, tag]) =>
    Object.fromEntries(
      [...tag!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]]),
    ),
  );

const post = readCollection("content/resources/blog", blogFrontMatter).find(
  (p) => p.id === "the-monthly-service-review",
)!;
const covered = parseBlogPost({ ...post, data: { ...post.data, cover } });
const [card] = blogSummaries([covered]);
const insight = readCollection("content/insights", insightFrontMatter)[0]!;
const study: CaseStudySummary = {
  ...caseStudies()[0]!,
  image: src,
  cover: sizedCover(cover),
  download: { mode: "open", href: "/x.pdf", size: "90 KB" },
};

describe("an uploaded cover's resized copies", () => {
  it("are the body pictures' widths, never wider than the upload (the test's upload is measured)", () => {
    expect(measured).toMatchObject({ width: 1600, height: 900 });
    expect(copies.map((c) => c.width)).toEqual([480, 672, 1008, 1344]);
    expect(covered.cover?.sized).toEqual({
      src: copies.at(-1)!.url,
      srcSet: srcset,
      width: 1600,
      height: 900,
    });
  });

  it("are each a card's srcset, sized for where the card sits, lazy below the first screen", () => {
    for (const [html, sizes] of [
      [renderToStaticMarkup(<BlogCard post={card!} cover="listing" />), coverSizes.third],
      [renderToStaticMarkup(<CaseStudyCard study={study} cover="listing" />), coverSizes.half],
    ] as const) {
      const [img] = tags(html, "img");
      expect(img).toMatchObject({ src: copies.at(-1)!.url, srcset, sizes, loading: "lazy" });
      expect(img).toMatchObject({ width: "1200", height: "675", alt: cover.alt });
      expect(img!.class).toContain("object-top");
    }
  });

  it("lead a listing fetched first: eager, at high priority, with their width and height", () => {
    for (const [html, sizes] of [
      [renderToStaticMarkup(<FeaturedPost post={card!} />), coverSizes.half],
      [renderToStaticMarkup(<FeaturedCaseStudy study={study} />), coverSizes.lead],
    ] as const) {
      const [img] = tags(html, "img");
      expect(img).toMatchObject({ srcset, sizes, fetchpriority: "high", width: "1200" });
      expect(img).not.toHaveProperty("loading");
    }
  });

  it("are each article hero's picture on wide screens, the page's LCP: at high priority", () => {
    const heroes = [
      [
        renderToStaticMarkup(<BlogPostPage post={covered} related={[]} />).split("</header>")[0]!,
        "100vw",
      ],
      [
        renderToStaticMarkup(
          <ArticleHero
            insight={parseInsight({ ...insight, data: { ...insight.data, cover } })}
            share={{ title: "t", excerpt: "e", url: "https://example.com/" }}
          />,
        ),
        coverSizes.hero,
      ],
      [
        renderToStaticMarkup(<StudyHeroImage study={{ ...caseStudies()[0]!, ...study }} />),
        coverSizes.hero,
      ],
    ] as const;
    for (const [html, sizes] of heroes) {
      expect(tags(html, "source")).toEqual([{ media: "(min-width: 64rem)", srcset, sizes }]);
      const [img] = tags(html, "img");
      expect(img).toMatchObject({ fetchpriority: "high", width: "1200", height: "675" });
      expect(img).not.toHaveProperty("loading");
    }
  });

  it("are the files scripts/sized-pictures.ts writes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sized-covers-"));
    try {
      await writeSizedPictures(UPLOADS_DIR, dir, (s) => s === src);
      const written = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => `/images/sized/${join(e.parentPath, e.name).slice(dir.length + 1)}`);
      expect(written.sort()).toEqual(copies.map((c) => c.url).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are not offered for an upload not yet measured (the dev server's, until restarted)", () => {
    const fresh = sizedCover(cover, new Map());
    expect(fresh).toEqual(cover);
    const [img] = tags(
      renderToStaticMarkup(<Cover image={src} picture={fresh} group="x" />),
      "img",
    );
    expect(img).toMatchObject({ src });
    expect(img).not.toHaveProperty("srcset");
  });
});
