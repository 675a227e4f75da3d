import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkedBy } from "@content/astro-schema";
import { insightFrontMatter } from "@content/insight-schema";
import { parseInsight } from "@content/insights.server";
import { parseBlogPost } from "@content/resources/blog.server";
import { shownCaseStudies } from "@content/resources/case-studies.server";
import { studiesFrom } from "@content/resources/case-study-files.server";
import { blogFrontMatter } from "@content/resources/schemas";
import { site } from "@content/site";
import { readCollection, readEntry } from "@content/test-support/read-collection";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { insightMeta } from "~/components/pages/insight";
import { blogPostMeta, caseStudyMeta } from "./article-meta";
import type { MetaDescriptor } from "./meta";

const root = join(import.meta.dirname, "../..");
const clock = { now: new Date("2026-11-28T12:00:00Z"), preview: false };

/** What the head says: the <title>, the description, og:image and its alt text. */
function head(meta: MetaDescriptor[]) {
  const tag = (key: string) =>
    meta.flatMap((m) =>
      ("property" in m && m.property === key) || ("name" in m && m.name === key) ? [m.content] : [],
    );
  return {
    title: (meta.find((m) => "title" in m) as { title: string }).title,
    description: tag("description"),
    ogImage: tag("og:image"),
    ogImageAlt: tag("og:image:alt"),
  };
}

// As the editor saves them in the front matter (a Markdown file) or the studies' JSON file.
const ownSearch = {
  meta: {
    title: "Choosing a Bangalore engineering hub",
    description:
      "How to choose between Whitefield, Koramangala and Electronic City for an offshore team: talent, commute, cost and growth room compared.",
  },
  shareImage: {
    discriminant: "described",
    value: {
      image: "/images/uploads/blog/choosing-a-bangalore-hub/shareImage/value/image.png",
      alt: "A map of Bangalore with the three tech corridors marked",
    },
  },
};
const shared = (collection: string, slug: string) =>
  `/images/uploads/${collection}/${slug}/shareImage/value/image.png`;

describe("a blog post's search title, description and share image", () => {
  const file = "content/resources/blog/choosing-a-bangalore-hub.md";
  const raw = readFileSync(join(root, file), "utf8");
  const saved = readEntry(file, raw, blogFrontMatter);

  it("without them: the post's title, its excerpt, and the card the build draws", () => {
    const post = parseBlogPost(saved, clock);
    expect(head(blogPostMeta(post))).toEqual({
      title: `${post.title} | H2`,
      description: [expect.stringContaining(post.excerpt.slice(0, 60))],
      ogImage: [`${site.origin}/og/blog--choosing-a-bangalore-hub.png`],
      ogImageAlt: [post.title],
    });
  });

  it("with them: its own, as the editor saved them", () => {
    const data = checkedBy(blogFrontMatter).parse({ ...matter(raw).data, ...ownSearch });
    const post = parseBlogPost({ ...saved, data }, clock);
    expect(head(blogPostMeta(post))).toEqual({
      title: `${ownSearch.meta.title} | H2`,
      description: [ownSearch.meta.description],
      ogImage: [`${site.origin}${shared("blog", "choosing-a-bangalore-hub")}`],
      ogImageAlt: [ownSearch.shareImage.value.alt],
    });
  });

  it("a title alone keeps the derived description and card", () => {
    const data = checkedBy(blogFrontMatter).parse({
      ...matter(raw).data,
      meta: { title: "A title of its own" },
    });
    const meta = head(blogPostMeta(parseBlogPost({ ...saved, data }, clock)));
    expect(meta.title).toBe("A title of its own | H2");
    expect(meta.ogImage).toEqual([`${site.origin}/og/blog--choosing-a-bangalore-hub.png`]);
  });
});

describe("an insight's search title, description and share image", () => {
  const insight = readCollection("content/insights", insightFrontMatter).find(
    (e) => e.id === "agile-transformation",
  )!;
  const cover = `${site.origin}/images/insights/agile-transformation.svg`;
  const metaOf = (data: typeof insight.data) => {
    const parsed = parseInsight({ ...insight, data }, clock);
    return head(insightMeta({ insight: parsed, url: "", imageUrl: cover }));
  };

  it("without them: its title, its excerpt, and its cover after the drawn card", () => {
    expect(metaOf(insight.data)).toMatchObject({
      title: `${insight.data.title} | H2`,
      description: [expect.stringContaining(insight.data.excerpt.slice(0, 60))],
      ogImage: [`${site.origin}/og/insights--agile-transformation.png`, cover],
    });
  });

  it("with them: its own, and the share image is its only og:image", () => {
    const image = shared("insights", "agile-transformation");
    const data = insightFrontMatter.parse({
      ...insight.data,
      ...ownSearch,
      shareImage: { ...ownSearch.shareImage, value: { ...ownSearch.shareImage.value, image } },
    });
    expect(metaOf(data)).toEqual({
      title: `${ownSearch.meta.title} | H2`,
      description: [ownSearch.meta.description],
      ogImage: [`${site.origin}${image}`],
      ogImageAlt: [ownSearch.shareImage.value.alt],
    });
  });
});

describe("a case study's search title, description and share image", () => {
  const file = "content/resources/case-studies/fernway-bank-bangalore-engineering-centre.json";
  const first = JSON.parse(readFileSync(join(root, file), "utf8"));
  const studyWith = (extra: object) =>
    shownCaseStudies(studiesFrom([{ file, data: { ...first, ...extra } }]), clock)[0]!;

  it("without them: the client's case study, its excerpt, and the card the build draws", () => {
    const study = studyWith({});
    expect(head(caseStudyMeta(study))).toMatchObject({
      title: `${study.company} case study | H2`,
      ogImage: [`${site.origin}/og/case-studies--${study.slug}.png`],
    });
  });

  it("with them: its own", () => {
    const image = shared("case-studies", "studies/0");
    const study = studyWith({
      ...ownSearch,
      shareImage: { ...ownSearch.shareImage, value: { ...ownSearch.shareImage.value, image } },
    });
    expect(head(caseStudyMeta(study))).toEqual({
      title: `${ownSearch.meta.title} | H2`,
      description: [ownSearch.meta.description],
      ogImage: [`${site.origin}${image}`],
      ogImageAlt: [ownSearch.shareImage.value.alt],
    });
  });
});
