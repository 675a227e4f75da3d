import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  DESCRIPTION_LENGTH,
  PAGE_TITLE_LENGTH,
  SEARCH_DESCRIPTION_LENGTH,
  SEARCH_TITLE_LENGTH,
  TITLE_SUFFIX,
  titleRoom,
} from "@lib/seo-limits";
import { describe, expect, it, vi } from "vitest";
import { metaDescription } from "../../app/components/site/resources/meta-text";
import { type MetaDescriptor, pageMeta, withOwnSearchFacts } from "../../app/markup/meta";
import editor from "../../keystatic.config";
import { renderCaseStudyPdf } from "../../scripts/case-study-pdfs";
import { brokenLinks, builtPages, describeBroken } from "../../scripts/link-check";
import { type PageInfo, seoProblems } from "../../scripts/seo";
import { BLOG_BODY_WORDS } from "../article-body";
import { leadershipFile } from "../company/schema";
import { insightFrontMatter } from "../insight-schema";
import { insightsFrom, parseInsight } from "../insights.server";
import { landingPagesFrom, spotlightProblems } from "../landing/pages.server";
import { addressRule, landingPageFile } from "../landing/schema";
import { blogFeatured, blogPostsFrom, parseBlogPost } from "../resources/blog.server";
import { caseStudies } from "../resources/case-studies.server";
import { studiesFrom } from "../resources/case-study-files.server";
import { newsStoriesFrom } from "../resources/news.server";
import {
  blogFeaturedFile,
  blogFrontMatter,
  caseStudyFile,
  caseStudyPageTitle,
  newsStoryFile,
} from "../resources/schemas";
import { sectorPageSchema } from "../sectors/schema";
import { servicePageFile } from "../services/file-schema";
import { checkedServicePages, servicePages } from "../services/pages.server";
import { siteFactsFile } from "../site-facts";
import { readCollection, readDataEntry } from "../test-support/read-collection";

// Keystatic's Node build leaves out its editor's Markdown parser and writer; its browser build,
// the one the editor runs, has them. The fields below are the editor's own, from that build.
vi.mock(
  "@keystatic/core",
  () => import("../../node_modules/@keystatic/core/dist/keystatic-core.js"),
);

/**
 * Issue 46 item 4: the editor refuses what the build would refuse, beside the field. Each rule
 * the build enforces on what a marketer writes is walked through both: the editor's own field
 * validation (what Keystatic runs on Save, whose message it shows beside the field) and the
 * build (the file's zod schema, the content module's checks, and the SEO check on the page
 * title and description the page makes of the text). A rule the editor cannot check is listed
 * at the end, with why, and shown to be refused by the build.
 *
 * Each kind's file schema is derived from its editor fields (content/editor/described.ts); this
 * adds what those fields alone do not say: the built page's title and description, the body's
 * words, the featured post, unique addresses.
 */

const root = join(import.meta.dirname, "../..");
const json = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

/** The parts of an editor field this test calls (Keystatic's public field shape). */
interface Field {
  validate(value: unknown, extra?: unknown): unknown;
  parse(value: unknown, extra?: unknown): unknown;
  fields?: Record<string, Field>;
  element?: Field & { fields?: Record<string, Field> };
  values?: Record<string, Field>;
  slugField?: string;
}
const collectionField = (collection: string, name: string) =>
  (editor.collections![collection]!.schema as Record<string, unknown>)[name] as Field;
const singletonField = (singleton: string, name: string) =>
  (editor.singletons![singleton]!.schema as Record<string, unknown>)[name] as Field;

/** What the editor says when Save is refused for `value`, or undefined when it saves. */
function refusal(field: Field, value: unknown, extra?: unknown): string | undefined {
  try {
    field.validate(value, extra);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
/** A text field; a title is a slug field, whose value is the title and the file's name. */
const textField = (field: Field, slug?: boolean) => (value: string) =>
  refusal(field, slug ? { name: value, slug: "a-file-name" } : value);

/** Whether the built page's title and description pass the build's SEO check. */
function seoTakes(meta: MetaDescriptor[], path: string): boolean {
  const tag = (key: string, value: string) =>
    meta.find((m) => (m as Record<string, string>)[key] === value) as { content: string };
  const page: PageInfo = {
    path,
    title: (meta.find((m) => "title" in m) as { title: string }).title,
    description: tag("name", "description").content,
    canonical: `https://www.h2consulting.example${path}`,
    noindex: false,
    html: '"og:title" "og:description" "og:image" "og:url" "twitter:card"',
  };
  return seoProblems([page]).length === 0;
}

/** Text of exactly `n` characters, in words, as a marketer writes it (no space at either end). */
function textOf(n: number): string {
  const words = "Offshore teams ship every week. ".repeat(Math.ceil(n / 32) + 1).slice(0, n);
  return words.replace(/\s$/, "s");
}

/** The lengths from 1 to `upTo` that `takes` accepts, as [shortest, longest] runs. */
function takenLengths(takes: (text: string) => boolean, upTo = 320): [number, number][] {
  const runs: [number, number][] = [];
  for (let n = 1; n <= upTo; n++) {
    if (!takes(textOf(n))) continue;
    const last = runs.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

const post = readCollection("content/resources/blog", blogFrontMatter)[1]!;
const insight = readCollection("content/insights", insightFrontMatter)[0]!;
const studyFile = "content/resources/case-studies/fernway-bank-bangalore-engineering-centre.json";
const study = json(studyFile);
/** A study's file saved at `slug`'s address, as the build reads the folder. */
const studyAt = (slug: string, data: object = study) => ({
  file: `content/resources/case-studies/${slug}.json`,
  data,
});
const ourModel = json("content/services/our-model.json");
const landingFile = "content/landing/pages/cto-briefing.json";
const landing = readDataEntry(
  landingFile,
  readFileSync(join(root, landingFile), "utf8"),
  landingPageFile,
);
const blogPosts = readCollection("content/resources/blog", blogFrontMatter);
const fintech = json("content/sectors/fintech.json");
const newsFile = "content/resources/news/decade-of-teams.yaml";
const story = readDataEntry(newsFile, readFileSync(join(root, newsFile), "utf8"), newsStoryFile);

/** Whether `run` throws: how the content modules refuse a file, failing the build. */
function throws(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch {
    return true;
  }
}

interface TextRule {
  /** The field, as the marketer knows it. */
  rule: string;
  /** The lengths both sides must take: stated, so that agreeing on nothing cannot pass. */
  lengths: [number, number];
  editor: (text: string) => string | undefined;
  build: (text: string) => boolean;
  /** What the editor says one character over the longest. */
  tooLong?: string;
}

// Each text that becomes a page's <title> or meta description: the build takes it when the file
// passes its schema and the page made of it passes the SEO check.
const textRules: TextRule[] = [
  {
    rule: "blog post: title (the page's title before the suffix)",
    lengths: [20, titleRoom()],
    editor: textField(collectionField("blog", "title"), true),
    build: (title) =>
      blogFrontMatter.safeParse({ ...post.data, title }).success &&
      seoTakes(
        pageMeta({ title, description: metaDescription(post.data.excerpt), path: "/blog/a" }),
        "/blog/a",
      ),
    tooLong: `Title must be no longer than ${titleRoom()} characters`,
  },
  {
    rule: "insight: title (the page's title before the suffix)",
    lengths: [5, titleRoom()],
    editor: textField(collectionField("insights", "title"), true),
    build: (title) =>
      insightFrontMatter.safeParse({ ...insight.data, title }).success &&
      seoTakes(
        pageMeta({ title, description: insight.data.excerpt, path: "/insights/a" }),
        "/insights/a",
      ),
    tooLong: `Title must be no longer than ${titleRoom()} characters`,
  },
  {
    rule: "insight: excerpt (the page's meta description)",
    lengths: [DESCRIPTION_LENGTH.min, 240],
    editor: textField(collectionField("insights", "excerpt")),
    build: (excerpt) =>
      insightFrontMatter.safeParse({ ...insight.data, excerpt }).success &&
      seoTakes(
        pageMeta({ title: insight.data.title, description: excerpt, path: "/insights/a" }),
        "/insights/a",
      ),
  },
  {
    rule: "blog post: excerpt (the page's meta description)",
    lengths: [80, 260],
    editor: textField(collectionField("blog", "excerpt")),
    build: (excerpt) =>
      blogFrontMatter.safeParse({ ...post.data, excerpt }).success &&
      seoTakes(
        pageMeta({
          title: post.data.title,
          description: metaDescription(excerpt),
          path: "/blog/a",
        }),
        "/blog/a",
      ),
  },
  {
    rule: 'case study: client (the page\'s title is "<client> case study")',
    lengths: [3, 40],
    editor: textField(collectionField("caseStudies", "company")),
    build: (company) =>
      caseStudyFile.safeParse({ ...study, company }).success &&
      seoTakes(
        pageMeta({
          title: caseStudyPageTitle(company),
          description: metaDescription(study.excerpt),
          path: "/case-studies/a",
        }),
        "/case-studies/a",
      ),
  },
  {
    rule: "case study: excerpt (the page's meta description)",
    lengths: [80, 260],
    editor: textField(collectionField("caseStudies", "excerpt")),
    build: (excerpt) =>
      caseStudyFile.safeParse({ ...study, excerpt }).success &&
      seoTakes(
        pageMeta({
          title: caseStudyPageTitle(study.company),
          description: metaDescription(excerpt),
          path: "/case-studies/a",
        }),
        "/case-studies/a",
      ),
  },
  {
    rule: "service page: title for search engines",
    lengths: [SEARCH_TITLE_LENGTH.min, SEARCH_TITLE_LENGTH.max],
    editor: textField(singletonField("our-model", "meta").fields!.title!),
    build: (title) =>
      servicePageFile.safeParse({ ...ourModel, meta: { ...ourModel.meta, title } }).success &&
      seoTakes(pageMeta({ ...ourModel.meta, title, path: "/our-model" }), "/our-model"),
    tooLong: `Title for search engines must be no longer than ${SEARCH_TITLE_LENGTH.max} characters`,
  },
  {
    rule: "service page: description for search engines",
    lengths: [SEARCH_DESCRIPTION_LENGTH.min, SEARCH_DESCRIPTION_LENGTH.max],
    editor: textField(singletonField("our-model", "meta").fields!.description!),
    build: (description) =>
      servicePageFile.safeParse({ ...ourModel, meta: { ...ourModel.meta, description } }).success &&
      seoTakes(pageMeta({ ...ourModel.meta, description, path: "/our-model" }), "/our-model"),
  },
  {
    rule: "sector page: title",
    lengths: [SEARCH_TITLE_LENGTH.min, SEARCH_TITLE_LENGTH.max],
    editor: textField(singletonField("fintechPage", "meta").fields!.title!),
    build: (title) =>
      sectorPageSchema.safeParse({ ...fintech, meta: { ...fintech.meta, title } }).success &&
      seoTakes(pageMeta({ ...fintech.meta, title }), fintech.meta.path),
  },
  {
    rule: "sector page: description",
    lengths: [SEARCH_DESCRIPTION_LENGTH.min, SEARCH_DESCRIPTION_LENGTH.max],
    editor: textField(singletonField("fintechPage", "meta").fields!.description!),
    build: (description) =>
      sectorPageSchema.safeParse({ ...fintech, meta: { ...fintech.meta, description } }).success &&
      seoTakes(pageMeta({ ...fintech.meta, description }), fintech.meta.path),
  },
  {
    // A story has no page of its own (/news lists it), so only its schema limits its title.
    rule: "news story: title",
    lengths: [20, 110],
    editor: textField(collectionField("news", "title"), true),
    build: (title) => newsStoryFile.safeParse({ ...story.data, title }).success,
    tooLong: "Title must be no longer than 110 characters",
  },
  {
    rule: "featured blog post: standfirst",
    lengths: [150, 700],
    editor: textField(singletonField("blogFeatured", "standfirst")),
    build: (standfirst) => blogFeaturedFile.safeParse({ post: "a-post", standfirst }).success,
  },
];

// An article's own title and description for search engines (optional; without them the page
// makes its own from the article): the same limits as a landing page's, in the editor and the
// build, for each kind that has a page of its own.
const searchRules = (
  kind: string,
  field: Field,
  takes: (meta: { title?: string; description?: string }) => boolean,
  derived: { title: string; description: string; path: string },
): TextRule[] => {
  const seo = (meta: { title?: string; description?: string }) =>
    takes(meta) && seoTakes(pageMeta(withOwnSearchFacts(derived, { meta })), derived.path);
  return [
    {
      rule: `${kind}: title for search engines`,
      lengths: [SEARCH_TITLE_LENGTH.min, SEARCH_TITLE_LENGTH.max],
      editor: textField(field.fields!.title!),
      build: (title) => seo({ title }),
      tooLong: `Title for search engines must be no longer than ${SEARCH_TITLE_LENGTH.max} characters`,
    },
    {
      rule: `${kind}: description for search engines`,
      lengths: [SEARCH_DESCRIPTION_LENGTH.min, SEARCH_DESCRIPTION_LENGTH.max],
      editor: textField(field.fields!.description!),
      build: (description) => seo({ description }),
      tooLong: `Description for search engines must be no longer than ${SEARCH_DESCRIPTION_LENGTH.max} characters`,
    },
  ];
};
textRules.push(
  ...searchRules(
    "blog post",
    collectionField("blog", "meta"),
    (meta) => blogFrontMatter.safeParse({ ...post.data, meta }).success,
    { title: post.data.title, description: metaDescription(post.data.excerpt), path: "/blog/a" },
  ),
  ...searchRules(
    "insight",
    collectionField("insights", "meta"),
    (meta) => insightFrontMatter.safeParse({ ...insight.data, meta }).success,
    { title: insight.data.title, description: insight.data.excerpt, path: "/insights/a" },
  ),
  ...searchRules(
    "case study",
    collectionField("caseStudies", "meta"),
    (meta) => caseStudyFile.safeParse({ ...study, meta }).success,
    {
      title: caseStudyPageTitle(study.company),
      description: metaDescription(study.excerpt),
      path: "/case-studies/a",
    },
  ),
);

describe("the editor refuses what the build refuses: page titles and descriptions", () => {
  it("takes the title's room from the suffix the pages add", () => {
    expect(TITLE_SUFFIX).toBe(" | H2");
    expect(titleRoom()).toBe(PAGE_TITLE_LENGTH.max - " | H2".length);
    expect(pageMeta({ title: "Case Studies", description: "x", path: "/case-studies" })[0]).toEqual(
      { title: `Case Studies${TITLE_SUFFIX}` },
    );
  });

  it.each(textRules)("$rule: the same lengths in both", ({ lengths, editor, build }) => {
    const byBuild = takenLengths(build, Math.max(lengths[1] + 20, 320));
    const byEditor = takenLengths(
      (text) => editor(text) === undefined,
      Math.max(lengths[1] + 20, 320),
    );
    expect(byBuild).toEqual([lengths]);
    expect(byEditor).toEqual(byBuild);
  });

  it.each(textRules.filter((r) => r.tooLong))(
    "$rule: one character over is refused beside the field, in the build's words",
    ({ lengths, editor, build, tooLong }) => {
      const over = textOf(lengths[1] + 1);
      expect(build(over)).toBe(false);
      expect(editor(over)).toBe(tooLong);
    },
  );

  it("an article title one over the room passes its old limit but not the SEO check", () => {
    // What the editor took before: 110 characters; the page's title then was 115.
    const title = textOf(titleRoom() + 1);
    const meta = pageMeta({ title, description: insight.data.excerpt, path: "/insights/a" });
    expect(seoTakes(meta, "/insights/a")).toBe(false);
  });
});

/** A blog post's body of `words` words, as the editor holds it (its Markdown parsed). */
const body = collectionField("blog", "body");
const editorBody = (markdown: string) =>
  body.parse(undefined, {
    content: new TextEncoder().encode(markdown),
    other: new Map(),
    external: new Map(),
    slug: undefined,
  });
const markdownOf = (words: number, heading = "##") =>
  `${heading} Why\n\n${"team ".repeat(words - 2).trim()}\n`;
const buildTakesBody = (markdown: string) => {
  try {
    parseBlogPost({ ...post, body: markdown });
    return true;
  } catch {
    return false;
  }
};

describe("the editor refuses what the build refuses: a blog post's body", () => {
  const { min, max } = BLOG_BODY_WORDS;
  it.each([
    [min - 1, false],
    [min, true],
    [max, true],
    [max + 1, false],
  ])("%i words: taken by the build and the editor alike (%s)", (words, taken) => {
    const markdown = markdownOf(words);
    expect(buildTakesBody(markdown)).toBe(taken);
    const said = refusal(body, editorBody(markdown));
    expect(said).toBe(
      taken ? undefined : `The article has ${words} words; a blog post needs ${min} to ${max}`,
    );
  });

  it("refuses a first-level heading in both", () => {
    const markdown = markdownOf(600, "#");
    expect(buildTakesBody(markdown)).toBe(false);
    expect(refusal(body, editorBody(markdown))).toBe(
      "Start sections with Heading 2: the title above is the page's only Heading 1",
    );
  });
});

describe("the editor refuses what the build refuses: names, addresses and the featured post", () => {
  const fileName = (collection: string) => (slug: string) =>
    refusal(collectionField(collection, "title"), {
      name: "A title long enough for every kind",
      slug,
    });
  it.each([
    ["blog", (id: string) => throws(() => parseBlogPost({ ...post, id }))],
    ["insights", (id: string) => throws(() => parseInsight({ ...insight, id }))],
    ["news", (id: string) => throws(() => newsStoriesFrom([{ ...story, id }]))],
  ] as const)(
    "%s: a file name the build refuses is refused in the editor",
    (kind, buildRefuses) => {
      for (const name of ["Agile_Transformation", "two--dashes", "-leading"]) {
        expect(buildRefuses(name), name).toBe(true);
        expect(fileName(kind)(name), name).toBe("File name: lower-case words joined by -");
      }
      expect(buildRefuses("agile-transformation")).toBe(false);
      expect(fileName(kind)("agile-transformation")).toBeUndefined();
    },
  );

  it("case studies: an address the build refuses is refused in the editor, in its words", () => {
    const address = (slug: string) =>
      refusal(collectionField("caseStudies", "title"), { name: study.title, slug });
    for (const name of ["Agile_Transformation", "two--dashes", "-leading"]) {
      expect(
        throws(() => studiesFrom([studyAt(name)])),
        name,
      ).toBe(true);
      expect(address(name), name).toBe("Address: lower-case words joined by -");
    }
    expect(throws(() => studiesFrom([studyAt("a-new-study")]))).toBe(false);
    expect(address("a-new-study")).toBeUndefined();
    // Another study's address is its file's name: Keystatic refuses it against the folder's.
    const others = { slugField: { slugs: new Set(["a-new-study"]), glob: "*" } };
    expect(
      refusal(
        collectionField("caseStudies", "title"),
        { name: study.title, slug: "a-new-study" },
        others,
      ),
    ).toBe("Address must be unique");
  });

  it("landing pages: an address the build refuses is refused in the editor, in its words", () => {
    const address = (slug: string) =>
      refusal(collectionField("landing", "name"), { name: "Q4 event", slug });
    const buildSays = (id: string) => {
      try {
        landingPagesFrom([{ ...landing, id, filePath: undefined }]);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const name of ["Q4_Event", "two--dashes", "-leading"]) {
      expect(buildSays(name), name).toBe(`content/landing/pages/${name}.json: ${addressRule}`);
      expect(address(name), name).toBe(addressRule);
    }
    expect(buildSays("q4-event")).toBeUndefined();
    expect(address("q4-event")).toBeUndefined();
  });

  it("the featured blog post: one, chosen once, with its standfirst", () => {
    // No post carries a "featured" switch, so the editor cannot save two or none.
    expect(Object.keys(editor.collections!.blog!.schema)).not.toContain("featured");
    expect(Object.keys(blogFrontMatter.shape)).not.toContain("featured");
    const chosen = singletonField("blogFeatured", "post");
    expect(refusal(chosen, null)).toBe("Featured post is required");
    expect(blogFeaturedFile.safeParse({ standfirst: textOf(200) }).success).toBe(false);
  });

  it("a service page's section id the contact section owns is refused in both", () => {
    const blocks = singletonField("our-model", "blocks").element!.values!;
    const id = blocks.phases!.fields!.id!;
    const withId = (value: string) => ({
      ...ourModel,
      blocks: ourModel.blocks.map((b: { value: object }, i: number) =>
        i === 0 ? { ...b, value: { ...b.value, id: value } } : b,
      ),
    });
    for (const taken of ["contact", "contact-heading"]) {
      expect(servicePageFile.safeParse(withId(taken)).success, taken).toBe(false);
      expect(refusal(id, taken), taken).toBe(
        "Use a-z, 0-9 and -; contact and contact-heading are taken",
      );
    }
    expect(servicePageFile.safeParse(withId("contact-us")).success).toBe(true);
    expect(refusal(id, "contact-us")).toBeUndefined();
  });
});

/**
 * Rules the build enforces that no editor field can: Keystatic validates one field of one entry
 * at a time (a text's length and pattern, a list's length, one text "slug" unique within a list),
 * never one entry against another, nor one field against its neighbour. Each is refused by the
 * build with the file and the field named; `refused` shows it is.
 */
const buildOnly: { rule: string; why: string; refused: () => boolean | Promise<boolean> }[] = [
  {
    rule: "news stories: no two with the same ID",
    why: "an ID is compared with every other story's file; Keystatic checks one entry at a time",
    refused: () => throws(() => newsStoriesFrom([story, { ...story, id: "another-story" }])),
  },
  {
    rule: "case studies: no two with the same ID",
    why: "an ID is compared with every other study's file; Keystatic checks one entry at a time",
    refused: () => throws(() => studiesFrom([studyAt("one-study"), studyAt("another-study")])),
  },
  {
    rule: "case studies: a quote has both its text and who said it, or neither",
    why: "one field against its neighbour; each field is validated alone",
    refused: () => !caseStudyFile.safeParse({ ...study, quote: { text: textOf(60) } }).success,
  },
  {
    rule: "the featured blog post exists",
    why: "the editor only offers existing posts; removing that post later is another entry's change",
    refused: () =>
      throws(() =>
        blogPostsFrom(readCollection("content/resources/blog", blogFrontMatter), {
          ...blogFeatured,
          post: "a-removed-post",
        }),
      ),
  },
  {
    rule: "blog posts: no two with the same ID",
    why: "an ID is compared with every other post's file; Keystatic checks one entry at a time",
    refused: () =>
      throws(() => blogPostsFrom([...blogPosts, { ...post, id: "another-post" }], blogFeatured)),
  },
  {
    rule: "insights: no two with the same ID",
    why: "as blog posts'",
    refused: () => throws(() => insightsFrom([insight, { ...insight, id: "another-insight" }])),
  },
  {
    rule: "the featured blog post is published (not a draft, not scheduled for later)",
    why: "whether it is live is the post's own Draft and Publish at, in another entry, and may change after the featured post is chosen",
    refused: () => {
      const featured = blogPosts.find((p) => p.id === blogFeatured.post)!;
      const drafted = { ...featured, data: { ...featured.data, draft: true } };
      const clock = { now: new Date(), preview: false };
      return throws(() =>
        blogPostsFrom(
          blogPosts.map((p) => (p === featured ? drafted : p)),
          blogFeatured,
          clock,
        ),
      );
    },
  },
  {
    rule: "landing pages: one contact form and one set of questions (FAQ) a page at most",
    why: "sections are a list of kinds (blocks); Keystatic counts only the list's length, not its kinds",
    refused: () => {
      const raw = json(`content/landing/pages/${landing.id}.json`);
      const faq = raw.blocks.find((b: { discriminant: string }) => b.discriminant === "faq");
      const contact = raw.blocks.find(
        (b: { discriminant: string }) => b.discriminant === "contact",
      );
      const twice = faq ?? contact;
      if (!twice) throw new Error(`${landing.id}: no FAQ or contact section to repeat`);
      const issue = landingPageFile
        .safeParse({ ...raw, blocks: [...raw.blocks, twice] })
        .error?.issues.find((i) => i.message.includes("section a page at most"));
      // The second one is named (the build prints the path beside the file), and the fix.
      return (
        issue?.path.join(".") === `blocks.${raw.blocks.length}` &&
        /section a page at most \(this page has 2\)\. Fix: remove one/.test(issue.message)
      );
    },
  },
  {
    rule: "a link to an item not published yet (a draft, or scheduled for later) fails the build, naming the file, the field and the fix",
    why: "whether the item is live is its own Draft and Publish at, another entry that may be published before or after this one; the build (and so the pull request's check) sees both",
    refused: () => {
      const dir = mkdtempSync(join(tmpdir(), "h2-limits-"));
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      try {
        const raw = json(`content/landing/pages/${landing.id}.json`);
        write(
          `content/landing/pages/${landing.id}.json`,
          JSON.stringify({ ...raw, hero: { ...raw.hero, note: "/insights/next-year" } }),
        );
        write("content/insights/next-year.md", "---\ntitle: Next year\ndraft: true\n---\n");
        write(`build/lp/${landing.id}/index.html`, '<a href="/insights/next-year">Read</a>');
        const built = join(dir, "build");
        const [line] = describeBroken(brokenLinks(built, builtPages(built)), join(dir, "content"));
        return (
          line!.includes(`content/landing/pages/${landing.id}.json (field hero.note)`) &&
          line!.includes("content/insights/next-year.md is a draft") &&
          line!.includes("Fix: publish it first")
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    rule: "landing pages: a spotlight offers only a case study this build publishes",
    why: "the study's Draft and Publish at are another entry's, and may change after the page is saved; the editor names a draft or scheduled study so in its list (case-study-choices.ts)",
    refused: () => {
      const study = caseStudies()[0]!;
      const spotlight = {
        kind: "spotlight",
        id: "proof",
        download: { label: "Download", study: study.slug },
      } as unknown as (typeof landing.data.blocks)[number];
      const page = { ...landing.data, blocks: [...landing.data.blocks, spotlight] };
      const clock = { now: new Date(), preview: false };
      const drafted = [{ slug: study.slug, draft: true }];
      const [problem] = spotlightProblems(page, "content/landing/pages/x.json", clock, drafted);
      const n = landing.data.blocks.length;
      return (
        problem ===
          `content/landing/pages/x.json: blocks.${n} (spotlight "proof"), Case study to download: "${study.slug}" is a draft, so its PDF is not built. Fix: publish the study first (Case studies), or offer a published one` &&
        // Published, it passes; in a preview, a draft passes too.
        spotlightProblems(page, "x", clock, [{ slug: study.slug, draft: false }]).length === 0 &&
        spotlightProblems(page, "x", { ...clock, preview: true }, drafted).length === 0
      );
    },
  },
  {
    rule: "service pages: a spotlight offers only a case study this build publishes",
    why: "as for landing pages: the study's Draft and Publish at are another entry's (content/services/pages.server.ts checkedServicePages)",
    refused: () => {
      const [page] = servicePages.filter((p) =>
        p.blocks.some((b) => b.kind === "spotlight" && b.download),
      );
      if (!page) return false;
      const study = page.blocks.flatMap((b) =>
        b.kind === "spotlight" && b.download ? [b.download.study] : [],
      )[0]!;
      const clock = { now: new Date(), preview: false };
      return (
        throws(() => checkedServicePages([page], clock, [{ slug: study, draft: true }])) &&
        !throws(() => checkedServicePages([page], clock, [{ slug: study, draft: false }]))
      );
    },
  },
  {
    rule: "site facts: exactly one main-menu item opens the services menu",
    why: "a count over the list's items' checkboxes; Keystatic counts only a list's length",
    refused: () => {
      const site = json("content/site.json");
      const mainMenu = site.mainMenu.map((item: object) => ({ ...item, opensServices: false }));
      return !siteFactsFile.safeParse({ ...site, mainMenu }).success;
    },
  },
  {
    rule: "leadership: the founder quote is by one of the leaders",
    why: "one field against another list's items",
    refused: () => {
      const page = json("content/company/leadership.json");
      const founderQuote = { ...page.founderQuote, name: "Someone Else" };
      return !leadershipFile.safeParse({ ...page, founderQuote }).success;
    },
  },
  {
    rule: "service pages: no two sections with the same id",
    why: "sections are a list of kinds (blocks), whose items Keystatic cannot compare",
    refused: () => {
      const [first, second, ...rest] = ourModel.blocks;
      const dup = { ...second, value: { ...second.value, id: first.value.id } };
      return !servicePageFile.safeParse({ ...ourModel, blocks: [first, dup, ...rest] }).success;
    },
  },
  {
    rule: "service pages: a comparison table's rows have one cell a column",
    why: "one list's length against another's",
    refused: () => {
      const blocks = ourModel.blocks.map(
        (b: { discriminant: string; value: { rows: { cells: unknown[] }[] } }) =>
          b.discriminant === "table"
            ? {
                ...b,
                value: {
                  ...b.value,
                  rows: b.value.rows.map((r) => ({ ...r, cells: r.cells.slice(1) })),
                },
              }
            : b,
      );
      return !servicePageFile.safeParse({ ...ourModel, blocks }).success;
    },
  },
  {
    rule: "service pages: a spotlight has a link or a case study to download",
    why: "one field against its neighbour",
    refused: () => {
      const page = json("content/services/portfolio-development.json");
      const blocks = page.blocks.map((b: { discriminant: string; value: object }) =>
        b.discriminant === "spotlight" ? { ...b, value: { ...b.value, links: [] } } : b,
      );
      return !servicePageFile.safeParse({ ...page, blocks }).success;
    },
  },
  {
    rule: "every page: no two indexed pages share a title or a description",
    why: "compares every built page; the editor sees one entry",
    refused: () => {
      const meta = pageMeta({ title: post.data.title, description: post.data.excerpt, path: "/a" });
      const page = (path: string): PageInfo => ({
        path,
        title: (meta[0] as { title: string }).title,
        description: post.data.excerpt.slice(0, 150),
        canonical: `https://www.h2consulting.example${path}`,
        noindex: false,
        html: '"og:title" "og:description" "og:image" "og:url" "twitter:card"',
      });
      return seoProblems([page("/a"), page("/b")]).length > 0;
    },
  },
  {
    rule: "case studies: every character is one the PDF's font draws",
    why: "needs the font's character map, read at build (scripts/case-study-pdfs.ts); the editor's browser has no such font",
    refused: () =>
      renderCaseStudyPdf({ ...caseStudies()[0]!, title: `${caseStudies()[0]!.title} \u2603` }).then(
        () => false,
        (error: Error) => error.message.includes("which the PDF's font lacks"),
      ),
  },
];

describe("rules only the build can check", () => {
  it.each(buildOnly)("$rule: the build refuses it ($why)", async ({ refused }) => {
    expect(await refused()).toBe(true);
  });
});
