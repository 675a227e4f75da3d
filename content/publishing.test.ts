import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { checkedBy } from "./astro-schema";
import { readBuildClock } from "./build-clock";
import { insightFrontMatter } from "./insight-schema";
import { insightsFrom } from "./insights.server";
import type { ContentEntry } from "./markdown.server";
import { isPublished, publishAt, publishStatus, shownEntries } from "./publishing";
import { blogFeatured, blogPostsFrom } from "./resources/blog.server";
import { shownCaseStudies } from "./resources/case-studies.server";
import { readStudyFiles, studiesFrom } from "./resources/case-study-files.server";
import { newsStoriesFrom } from "./resources/news.server";
import { blogFrontMatter, type NewsStoryFile } from "./resources/schemas";
import { readCollection } from "./test-support/read-collection";

const before = new Date("2026-12-01T08:59:59Z");
const after = new Date("2026-12-01T09:00:00Z");
const publicAt = (now: Date) => ({ now, preview: false });
const previewAt = (now: Date) => ({ now, preview: true });

describe("publishAt: the editor's date and time, as every file kind saves it", () => {
  it("reads the editor's JSON text, its YAML timestamp and a zoned time as one instant", () => {
    // JSON (case studies): the editor's "2026-12-01T09:00", a time without a zone, meant as UTC.
    expect(publishAt.parse("2026-12-01T09:00")).toBe("2026-12-01T09:00:00.000Z");
    // YAML (news, Markdown front matter): a timestamp, which YAML reads as a Date.
    const { data } = matter("---\npublishAt: 2026-12-01T09:00:00.000Z\n---\n");
    expect(data.publishAt).toBeInstanceOf(Date);
    expect(publishAt.parse(data.publishAt)).toBe("2026-12-01T09:00:00.000Z");
    expect(publishAt.parse("2026-12-01T10:00:00+01:00")).toBe("2026-12-01T09:00:00.000Z");
    expect(publishAt.parse("2026-12-01")).toBe("2026-12-01T00:00:00.000Z");
  });

  it("keeps a front matter timestamp whole through the collections' reader, and a day a day", () => {
    const post = readCollection("content/resources/blog", blogFrontMatter)[0]!;
    const raw = { ...post.data, publishAt: new Date("2026-12-01T09:00:00Z") };
    expect(checkedBy(blogFrontMatter).parse(raw).publishAt).toBe("2026-12-01T09:00:00.000Z");
    const insight = readCollection("content/insights", insightFrontMatter)[0]!;
    const dated = { ...insight.data, date: new Date("2024-03-12T00:00:00Z") };
    expect(checkedBy(insightFrontMatter).parse(dated).date).toBe("2024-03-12");
  });

  it("refuses what is not a date and time", () => {
    expect(publishAt.safeParse("next Monday").success).toBe(false);
    expect(publishAt.safeParse("2026-13-45T09:00").success).toBe(false);
  });
});

describe("isPublished and publishStatus", () => {
  const scheduled = { draft: false, publishAt: "2026-12-01T09:00:00.000Z" };

  it("shows an entry from its publishAt on, never a draft, and at once without a date", () => {
    expect(isPublished(scheduled, before)).toBe(false);
    expect(isPublished(scheduled, after)).toBe(true);
    expect(isPublished({ draft: true }, after)).toBe(false);
    expect(isPublished({ ...scheduled, draft: true }, after)).toBe(false);
    expect(isPublished({ draft: false }, before)).toBe(true);
  });

  it("marks a draft and a scheduled entry for the preview, and nothing published", () => {
    expect(publishStatus({ draft: true }, after)).toEqual({ kind: "draft" });
    expect(publishStatus(scheduled, before)).toEqual({
      kind: "scheduled",
      at: "2026-12-01T09:00:00.000Z",
    });
    expect(publishStatus(scheduled, after)).toBeUndefined();
  });

  it("keeps every entry in a preview and only the published ones otherwise", () => {
    const entries = [{ draft: true }, scheduled, { draft: false }];
    expect(shownEntries(entries, publicAt(before))).toEqual([{ draft: false }]);
    expect(shownEntries(entries, publicAt(after))).toEqual([scheduled, { draft: false }]);
    expect(shownEntries(entries, previewAt(before))).toEqual(entries);
  });
});

describe("the build's clock (BUILD_NOW, PREVIEW)", () => {
  it("reads BUILD_NOW as an instant, UTC when it names no zone, and PREVIEW as on or off", () => {
    expect(readBuildClock({ BUILD_NOW: "2026-12-01T09:00:00Z" })).toEqual({
      now: after,
      preview: false,
    });
    expect(readBuildClock({ BUILD_NOW: "2026-12-01T09:00:00", PREVIEW: "1" })).toEqual({
      now: after,
      preview: true,
    });
  });

  it("is the build's own time when BUILD_NOW is unset, and refuses a value it cannot read", () => {
    const t = Date.now();
    const { now, preview } = readBuildClock({ PREVIEW: "" });
    expect(now.getTime()).toBeGreaterThanOrEqual(t);
    expect(preview).toBe(false);
    expect(() => readBuildClock({ BUILD_NOW: "tomorrow" })).toThrow(/build clock: BUILD_NOW/);
    expect(() => readBuildClock({ PREVIEW: "yes" })).toThrow(/build clock: PREVIEW/);
  });
});

describe("every content kind goes through the filter", () => {
  const posts = readCollection("content/resources/blog", blogFrontMatter);
  const plain = posts.find((p) => p.id !== blogFeatured.post)!;
  const featured = posts.find((p) => p.id === blogFeatured.post)!;
  const scheduledPost = {
    ...plain,
    id: "scheduled-post",
    filePath: "content/resources/blog/scheduled-post.md",
    data: { ...plain.data, id: 900, publishAt: "2026-12-01T09:00:00.000Z" },
  };
  const draftPost = {
    ...plain,
    id: "draft-post",
    filePath: "content/resources/blog/draft-post.md",
    data: { ...plain.data, id: 901, draft: true },
  };
  const all = [...posts, scheduledPost, draftPost];
  const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

  it("blog: a scheduled post appears at its time, a draft never, both in a preview, marked", () => {
    expect(slugs(blogPostsFrom(all, blogFeatured, publicAt(before)))).not.toContain(
      "scheduled-post",
    );
    expect(slugs(blogPostsFrom(all, blogFeatured, publicAt(before)))).not.toContain("draft-post");
    expect(slugs(blogPostsFrom(all, blogFeatured, publicAt(after)))).toContain("scheduled-post");
    expect(slugs(blogPostsFrom(all, blogFeatured, publicAt(after)))).not.toContain("draft-post");
    const preview = blogPostsFrom(all, blogFeatured, previewAt(before));
    expect(preview.find((p) => p.slug === "draft-post")?.status).toEqual({ kind: "draft" });
    expect(preview.find((p) => p.slug === "scheduled-post")?.status).toEqual({
      kind: "scheduled",
      at: "2026-12-01T09:00:00.000Z",
    });
    // The public build's data carry nothing new: no status, no publishing fields.
    const published = blogPostsFrom(all, blogFeatured, publicAt(after)).find(
      (p) => p.slug === "scheduled-post",
    );
    expect(published).not.toHaveProperty("status");
    expect(published).not.toHaveProperty("draft");
    expect(published).not.toHaveProperty("publishAt");
  });

  it("blog: a featured post that is not out yet fails the public build, naming its file", () => {
    const hidden = { ...featured, data: { ...featured.data, draft: true } };
    const rest = posts.filter((p) => p !== featured);
    expect(() => blogPostsFrom([...rest, hidden], blogFeatured, publicAt(after))).toThrow(
      `content/resources/blog-featured.json: the featured post (${featured.filePath}) is a draft`,
    );
    expect(blogPostsFrom([...rest, hidden], blogFeatured, previewAt(after))[0]!.slug).toBe(
      featured.id,
    );
  });

  it("news, insights and case studies leave out what is not out yet", () => {
    const story: ContentEntry<NewsStoryFile> = {
      id: "scheduled-story",
      filePath: "content/resources/news/scheduled-story.yaml",
      data: {
        id: 999,
        title: "A story that goes out on the first of December",
        excerpt: "x".repeat(80),
        date: "December 1, 2026",
        category: "Company News",
        source: "Press release",
        draft: false,
        publishAt: "2026-12-01T09:00:00.000Z",
      },
    };
    expect(newsStoriesFrom([story], publicAt(before))).toEqual([]);
    expect(newsStoriesFrom([story], publicAt(after))).toHaveLength(1);

    const insights = readCollection("content/insights", insightFrontMatter);
    const draft = { ...insights[0]!, data: { ...insights[0]!.data, draft: true } };
    const shown = insightsFrom([draft, ...insights.slice(1)], publicAt(after));
    expect(slugs(shown)).not.toContain(draft.id);
    expect(slugs(insightsFrom([draft], previewAt(after)))).toEqual([draft.id]);

    const files = readStudyFiles();
    const newest = studiesFrom(files)[0]!.slug;
    const studies = studiesFrom(
      files.map((f) =>
        f.file.endsWith(`/${newest}.json`)
          ? { ...f, data: { ...(f.data as object), publishAt: "2026-12-01T09:00" } }
          : f,
      ),
    );
    const first = studies[0]!.slug;
    expect(slugs(shownCaseStudies(studies, publicAt(before)))).not.toContain(first);
    expect(slugs(shownCaseStudies(studies, publicAt(after)))[0]).toBe(first);
  });
});
