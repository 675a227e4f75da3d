import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insightFrontMatter } from "@content/insight-schema";
import { landingPageFile } from "@content/landing/schema";
import { NEWS_PAGE_SIZE } from "@content/resources/news.server";
import { readEntry } from "@content/test-support/read-collection";
import { SEARCH_TITLE_LENGTH, titleRoom } from "@lib/seo-limits";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { fileBrowser } from "./support/browser";
import { copyCheckout, finished, runScript, stop } from "./support/checkout";
import { freePort, waitForUrl } from "./support/server";

// A marketer's round trip: in the editor (`npm run cms`, local storage), add a news story,
// change an FAQ answer and a service page's heading, save, then build and find them all on the
// public pages. It all happens in a
// throwaway copy of the checkout, so the repository is never written.

const story = {
  id: "19",
  title: "H2 opens a Singapore office for clients in South-East Asia",
  slug: "h2-opens-a-singapore-office-for-clients-in-south-east-asia",
  excerpt:
    "Client partners in Singapore give clients across South-East Asia a local partner for discovery and governance, with Bangalore mornings overlapping the Singapore working day.",
  date: "November 26, 2026",
  category: "Company Milestone",
  source: "Press release",
};
const insightSlug = "agile-coaching-roi";
const insightLine =
  "A note for finance teams: ask for the baseline before the first coaching day, not after the last.";
const question = "How do we get started?";
const teamHeading = "Build your dedicated team in Bangalore";
const studyExcerpt =
  "Facing a regulatory deadline, Tallyfold added a dedicated team in Bangalore and shipped open-banking APIs in seven markets in five months.";
const campaign = {
  name: "Q1 platform engineering event",
  address: "q1-platform-engineering-event",
  searchTitle: "Platform engineering teams in Bangalore",
  searchDescription:
    "Met us at the platform engineering event? See how a dedicated Bangalore team takes on your internal platform, and book a call with a client partner.",
  eyebrow: "Platform engineering",
  title: "Thanks for stopping by our stand",
  subtitle:
    "The platform team you described at the event can start in weeks: engineers chosen by you from the top 1% of Bangalore's talent pool.",
  contactHeading: "Pick up where we left off",
};
const coverAlt = "Client partners at the new Singapore office";
const answer =
  "Book a thirty-minute call with a client partner. We agree the roles you need, send a proposal within a week, and start the search for your first engineers the day you sign.";

/** A small cover image to upload (16:9, one colour). */
const coverPng = () =>
  sharp({ create: { width: 32, height: 18, channels: 3, background: "#0b6e4f" } })
    .png()
    .toBuffer();

const pictureAlt = "Coaching hours against cycle time over two quarters";
/** A picture to put in an article's body (16:9). */
const pictureBytes = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a62f0" } })
    .png()
    .toBuffer();

const browser = fileBrowser();
let dir = "";
let editor: ChildProcess | undefined;
let editorURL = "";

beforeAll(async () => {
  dir = copyCheckout();
  const port = await freePort();
  editor = runScript(dir, "scripts/cms.ts", { PORT: String(port) });
  editorURL = `http://127.0.0.1:${port}`;
  await waitForUrl(`${editorURL}/keystatic`, editor);
  // Vite bundles the editor's dependencies on first use and reloads the page when it finds
  // more; a first visit to each screen settles that before a test types into one.
  for (const path of [
    "/keystatic",
    "/keystatic/collection/news/create",
    "/keystatic/collection/blog/create",
    "/keystatic/singleton/faq",
    `/keystatic/collection/insights/item/${insightSlug}`,
    "/keystatic/singleton/dedicated-team",
    "/keystatic/collection/caseStudies/item/tallyfold-open-banking-platform",
    "/keystatic/collection/landing/create",
  ]) {
    const page = await openEditor(path);
    await page.waitForTimeout(3000);
    await page.close();
  }
}, 600_000);

afterAll(async () => {
  await stop(editor);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const file = (path: string) => join(dir, path);
const dialogs: string[] = [];

afterEach(() => {
  expect(dialogs.splice(0), "dialogs the editor raised").toEqual([]);
});
const readYaml = (path: string) => parseYaml(readFileSync(file(path), "utf8"));
const newsFiles = () => readdirSync(file("content/resources/news"));

/**
 * The editor's page once its React app has drawn the sidebar. On a fresh copy Vite bundles the
 * editor's dependencies during the first loads, and a page that asked for a bundle being
 * replaced stays blank ("Outdated Optimize Dep"): such a page is loaded again.
 */
async function openEditor(path: string): Promise<Page> {
  const page = await browser.newPage();
  // A dialog the editor raises by itself ("Leave site?") is answered so nothing hangs, and
  // recorded: afterEach fails the test that saw one.
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  const sidebar = page.getByRole("link", { name: "Dashboard" });
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${editorURL}${path}`);
    try {
      await sidebar.waitFor({ timeout: 30_000 });
      return page;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/**
 * The editor's icon button whose tooltip (shown on hover) says `tip`: such a button has no name
 * of its own for a test to find it by.
 */
async function iconButton(page: Page, tip: string) {
  for (const button of await page.locator("button:not([aria-label])").all()) {
    if (!(await button.isVisible()) || (await button.innerText()).trim()) continue;
    await button.hover();
    try {
      await page.getByRole("tooltip").getByText(tip, { exact: true }).waitFor({ timeout: 2000 });
      return button;
    } catch {}
  }
  throw new Error(`no button with the tooltip "${tip}"`);
}

async function until(check: () => boolean, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  // A file read while the editor is still writing it does not parse yet: not there yet.
  const holds = () => {
    try {
      return check();
    } catch {
      return false;
    }
  };
  while (!holds()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("editing the site in Keystatic", () => {
  it("refuses a title too long for the schema, and writes nothing", async () => {
    const page = await openEditor("/keystatic/collection/news/create");
    await page.getByRole("textbox", { name: "Title" }).fill("A".repeat(111));
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Title must be no longer than 110 characters").first().waitFor();
    await page.waitForTimeout(500);
    expect(newsFiles()).toHaveLength(18);
    await page.close();
  }, 120_000);

  it("refuses a blog post whose title or title for search engines leaves its page title over the SEO limit, or whose body is short, beside each", async () => {
    const posts = readdirSync(file("content/resources/blog")).length;
    const page = await openEditor("/keystatic/collection/blog/create");
    // One character over what the page title's " | H2" leaves of the build's 90.
    await page
      .getByRole("textbox", { name: "Title", exact: true })
      .fill("A".repeat(titleRoom() + 1));
    // The post's own title for search engines has a landing page's limit.
    await page
      .getByRole("textbox", { name: "Title for search engines" })
      .fill("A".repeat(SEARCH_TITLE_LENGTH.max + 1));
    await page.getByRole("button", { name: "Create" }).click();
    await page
      .getByText(`Title must be no longer than ${titleRoom()} characters`)
      .first()
      .waitFor();
    await page
      .getByText(
        `Title for search engines must be no longer than ${SEARCH_TITLE_LENGTH.max} characters`,
      )
      .first()
      .waitFor();
    await page
      .getByRole("alert")
      .getByText("The article has 0 words; a blog post needs 500 to 900")
      .waitFor();
    await page.waitForTimeout(500);
    expect(readdirSync(file("content/resources/blog"))).toHaveLength(posts);
    await page.close();
  }, 120_000);

  it("saves a 40-word blog post as a draft; publishing it asks for the words, in the build's words; a London time shows in UTC too", async () => {
    const slug = "bangalore-talent-market-explained";
    const path = `content/resources/blog/${slug}.md`;
    const before = readFileSync(file(path), "utf8");
    const page = await openEditor(`/keystatic/collection/blog/item/${slug}`);
    const body = page.locator('[contenteditable="true"]').first();
    await body.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.insertText("team ".repeat(40).trim());
    await page.getByRole("checkbox", { name: "Draft" }).check();
    await page
      .getByRole("status")
      .getByText("Before it is published: The article has 40 words; a blog post needs 500 to 900")
      .waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await until(() => {
      const saved = readFileSync(file(path), "utf8");
      return saved.includes("draft: true") && saved.includes("team team");
    }, `the draft in ${path}`);

    // After a save the editor reads its files again and draws the entry afresh from what was
    // saved, so a box unticked before then is ticked again and Save has nothing to save (seen
    // once under load): the change waits until the editor is quiet, and is seen before Save.
    await page.waitForLoadState("networkidle");
    const draft = page.getByRole("checkbox", { name: "Draft" });
    await draft.uncheck();
    await expect.poll(() => draft.isChecked()).toBe(false);
    // Unticked, Save would publish it: refused, beside the article, in the build's words.
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("alert")
      .getByText("The article has 40 words; a blog post needs 500 to 900")
      .waitFor();
    await page.waitForTimeout(500);
    expect(readFileSync(file(path), "utf8")).toContain("draft: true");

    // Scheduled for later it saves again, the time with its zone's offset.
    await page.getByRole("textbox", { name: "Publish at" }).fill("2099-07-01T09:00");
    await page
      .getByRole("combobox", { name: "Publish at, in the time zone" })
      .selectOption("Europe/London");
    await page.getByText("2099, 09:00 in London (Europe/London), which is").waitFor();
    await page.getByText("Jul 2099, 08:00 UTC.").waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await until(
      () => readFileSync(file(path), "utf8").includes("publishAt: '2099-07-01T09:00:00+01:00'"),
      `the schedule in ${path}`,
    );
    expect(readFileSync(file(path), "utf8")).toContain("draft: false");
    await page.close();
    // The later build test builds this copy: the post as it was.
    writeFileSync(file(path), before);
  }, 120_000);

  it("adds a news story and writes it to content/resources/news/<slug>.yaml", async () => {
    const page = await openEditor("/keystatic");
    await page.getByRole("navigation").getByRole("link", { name: "News stories" }).click();
    // The dashboard, still drawn while the list loads, has an Add for every collection.
    await page
      .getByRole("button", { name: "Add" })
      .and(page.locator('[href$="/collection/news/create"]'))
      .click();
    await page.getByRole("textbox", { name: "ID" }).fill(story.id);
    await page.getByRole("textbox", { name: "Title" }).fill(story.title);
    await page.getByRole("textbox", { name: "Excerpt" }).fill(story.excerpt);
    await page.getByRole("textbox", { name: "Date" }).fill(story.date);
    await page.getByRole("button", { name: /Category/ }).click();
    await page
      .getByRole("listbox", { name: "Category" })
      .getByRole("option", { name: story.category })
      .click();
    await page.getByRole("textbox", { name: "Source" }).fill(story.source);
    // A cover needs its alt text (or to be marked decorative).
    await page.getByRole("button", { name: /Cover image/ }).click();
    await page
      .getByRole("listbox", { name: "Cover image" })
      .getByRole("option", { name: "A picture, described" })
      .click();
    await page.getByRole("textbox", { name: "Alt text" }).fill(coverAlt);
    const chooser = page.waitForEvent("filechooser");
    await page
      .getByRole("group", { name: "Picture" })
      .getByRole("button", { name: "Choose file" })
      .click();
    await (await chooser).setFiles({
      name: "singapore.png",
      mimeType: "image/png",
      buffer: await coverPng(),
    });
    await page.getByRole("button", { name: "Create" }).click();

    const path = `content/resources/news/${story.slug}.yaml`;
    // Until the file holds the story whole: one being written can be read empty.
    await until(() => readYaml(path)?.id === 19, path);
    const saved = readYaml(path);
    expect(saved).toEqual({
      id: 19,
      title: story.title,
      excerpt: story.excerpt,
      date: story.date,
      category: story.category,
      source: story.source,
      cover: {
        discriminant: "described",
        value: {
          image: expect.stringMatching(
            new RegExp(`^/images/uploads/news/${story.slug}/cover/value/image\\.png$`),
          ),
          alt: coverAlt,
          focus: "middle",
        },
      },
      // The Draft checkbox, left unticked, is saved too; an empty Publish at is not.
      draft: false,
    });
    // The upload sits where the public site serves it from (written after the entry: a busy
    // machine once read it before it was there).
    const cover = file(`public${saved.cover.value.image}`);
    const png = await coverPng();
    await until(() => existsSync(cover) && readFileSync(cover).length === png.length, cover);
    expect(readFileSync(cover)).toEqual(png);
    await page.close();
  }, 120_000);

  it("changes an FAQ answer in content/resources/faq.yaml", async () => {
    const page = await openEditor("/keystatic");
    await page.getByRole("navigation").getByRole("link", { name: "FAQ" }).click();
    await page.getByRole("row", { name: question }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Answer" }).fill(answer);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save" }).click();

    const path = "content/resources/faq.yaml";
    const items = () => (readYaml(path) as { items: { question: string; answer: string }[] }).items;
    await until(() => items().some((item) => item.answer === answer), `the answer in ${path}`);
    expect(items().find((item) => item.question === question)?.answer).toBe(answer);
    expect(items()).toHaveLength(17);
    await page.close();
  }, 120_000);

  it("adds a paragraph to an insight's Markdown body, keeping its front matter valid", async () => {
    const page = await openEditor(`/keystatic/collection/insights/item/${insightSlug}`);
    const body = page.locator('[contenteditable="true"]').first();
    await body.click();
    // A new paragraph at the end, typed into only once the editor shows the caret in it: a CI
    // run once found the Enter lost while the editor was still settling its content, and the
    // line joined the last paragraph.
    const caretInEmptyBlock = () =>
      page.evaluate(() => {
        const node = getSelection()?.anchorNode;
        return node?.nodeType === Node.ELEMENT_NODE && node.textContent === "";
      });
    for (let attempt = 0; attempt < 3 && !(await caretInEmptyBlock()); attempt++) {
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.waitForTimeout(200);
    }
    expect(await caretInEmptyBlock()).toBe(true);
    await page.keyboard.insertText(insightLine);
    await page.getByRole("button", { name: "Save" }).click();

    const path = `content/insights/${insightSlug}.md`;
    await until(
      () => readFileSync(file(path), "utf8").includes(insightLine),
      `the line in ${path}`,
    );
    const saved = readEntry(file(path), readFileSync(file(path), "utf8"), insightFrontMatter);
    expect(saved.data).toMatchObject({ id: 5, category: "Agile Coaching", date: "2024-03-02" });
    // A paragraph of its own, wherever the caret was when Enter was pressed.
    expect(saved.body?.split(/\n\n/)).toContain(insightLine);
    await page.close();
  }, 120_000);

  it("adds a picture to an insight's body: refused without alt text, saved with it beside the insight's pictures", async () => {
    const path = `content/insights/${insightSlug}.md`;
    const before = readFileSync(file(path), "utf8");
    const page = await openEditor(`/keystatic/collection/insights/item/${insightSlug}`);
    const body = page.locator('[contenteditable="true"]').first();
    await body.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await (await chooser).setFiles({
      name: "Coaching Results.png",
      mimeType: "image/png",
      buffer: await pictureBytes(),
    });
    const picture = body.locator('img[data-filename="coaching-results.png"]');
    await picture.waitFor();
    // No alt text yet and not marked decorative: the build would refuse it, so Save is refused.
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("alert")
      .getByText(
        'The picture "coaching-results.png" needs alt text (what it shows, 5 to 250 characters), or to be marked decorative',
      )
      .waitFor();
    await page.waitForTimeout(500);
    expect(readFileSync(file(path), "utf8")).toBe(before);

    await picture.click();
    await (await iconButton(page, "Edit")).click();
    const details = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("heading", { name: "Image details" }) });
    await details.getByRole("textbox", { name: "Alt text" }).fill(pictureAlt);
    await details.getByRole("button", { name: "Save" }).click();
    await details.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Save" }).click();

    const upload = `/images/uploads/insights/${insightSlug}/coaching-results.png`;
    await until(
      () => readFileSync(file(path), "utf8").includes(`![${pictureAlt}](${upload})`),
      `the picture in ${path}`,
    );
    expect(existsSync(file(`public${upload}`))).toBe(true);
    await expect(sharp(file(`public${upload}`)).metadata()).resolves.toMatchObject({
      width: 1600,
      height: 900,
    });
    await page.close();
  }, 120_000);

  it("changes a service page's heading in its JSON file, and nothing else", async () => {
    const path = "content/services/dedicated-team.json";
    const before = readFileSync(file(path), "utf8");
    const page = await openEditor("/keystatic/singleton/dedicated-team");
    await page.getByRole("textbox", { name: "Heading" }).fill(teamHeading);
    await page.getByRole("button", { name: "Save" }).click();

    // Until the file holds the new heading whole: one being rewritten can be read empty.
    await until(
      () => JSON.parse(readFileSync(file(path), "utf8")).contact.heading === teamHeading,
      `the heading in ${path}`,
    );
    // The hand-written file is as the editor writes it: the one change is the whole diff.
    const expected = JSON.parse(before);
    expected.contact.heading = teamHeading;
    expect(readFileSync(file(path), "utf8")).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    await page.close();
  }, 120_000);

  it("changes a case study's excerpt in its own file, and nothing else; its Preview opens its page", async () => {
    const slug = "tallyfold-open-banking-platform";
    const path = `content/resources/case-studies/${slug}.json`;
    const before = readFileSync(file(path), "utf8");
    const page = await openEditor(`/keystatic/collection/caseStudies/item/${slug}`);
    await page.getByRole("textbox", { name: "Excerpt" }).fill(studyExcerpt);
    await page.getByRole("button", { name: "Save" }).click();
    await until(
      () => JSON.parse(readFileSync(file(path), "utf8")).excerpt === studyExcerpt,
      `the excerpt in ${path}`,
    );
    const expected = JSON.parse(before);
    expected.excerpt = studyExcerpt;
    expect(readFileSync(file(path), "utf8")).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    // Each study an entry of its own: its Preview (a link drawn as a button) is its own page.
    await expect
      .poll(() => page.getByRole("button", { name: "Preview" }).getAttribute("href"))
      .toBe(`/case-studies/${slug}`);
    await page.close();
  }, 120_000);

  it("creates a campaign landing page at /lp/<address>, shown to search engines", async () => {
    const page = await openEditor("/keystatic/collection/landing/create");
    await page.getByRole("textbox", { name: "Campaign name" }).fill(campaign.name);
    await expect(page.getByRole("textbox", { name: "Address" }).inputValue()).resolves.toBe(
      campaign.address,
    );
    await page
      .getByRole("textbox", { name: "Title for search engines" })
      .fill(campaign.searchTitle);
    await page
      .getByRole("textbox", { name: "Description for search engines" })
      .fill(campaign.searchDescription);
    // Hidden by default: this one is meant to be found.
    const hide = page.getByRole("checkbox", { name: "Hide from search engines and the sitemap" });
    await expect(hide.isChecked()).resolves.toBe(true);
    await hide.uncheck();
    await page.getByRole("textbox", { name: "Eyebrow", exact: true }).fill(campaign.eyebrow);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(campaign.title);
    await page.getByRole("textbox", { name: "Subtitle" }).fill(campaign.subtitle);
    // One section: the contact form.
    await page.getByRole("button", { name: "Add" }).last().click();
    await page.getByRole("menuitem", { name: "Contact form" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Heading" }).fill(campaign.contactHeading);
    await dialog.getByRole("button", { name: "Add" }).click();
    await page.getByRole("button", { name: "Create" }).click();

    const path = `content/landing/pages/${campaign.address}.json`;
    await until(() => JSON.parse(readFileSync(file(path), "utf8")).name === campaign.name, path);
    const saved = JSON.parse(readFileSync(file(path), "utf8"));
    expect(saved).toMatchObject({
      name: campaign.name,
      meta: { title: campaign.searchTitle, description: campaign.searchDescription },
      hidden: false,
      shareImage: { discriminant: "none" },
      hero: { eyebrow: campaign.eyebrow, title: campaign.title, subtitle: campaign.subtitle },
      blocks: [{ discriminant: "contact", value: { heading: campaign.contactHeading } }],
    });
    expect(landingPageFile.safeParse(saved).error?.issues ?? []).toEqual([]);
    await page.close();
  }, 120_000);

  it("builds, and the story is on /news, in the archive pages and the feed; the answer on /faq; the insight's new line and picture, the service heading and the study's excerpt on their pages", async () => {
    await stop(editor);
    const out = mkdtempSync(join(tmpdir(), "h2-editor-build-"));
    try {
      await finished(runScript(dir, "scripts/build.ts", { BUILD_DIR: out }), "the build");
      const port = await freePort();
      const server = runScript(dir, "server/index.ts", {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: out,
        CLIENT_DIR: `${out}/client`,
        LOG_REQUESTS: "false",
        DATABASE_URL: "",
        SMTP_URL: "",
      });
      const site = `http://127.0.0.1:${port}`;
      try {
        await waitForUrl(`${site}/api/health`, server);
        const page = await browser.newPage({ javaScriptEnabled: false });
        const storyHeading = page.getByRole("heading", { name: story.title });

        // Newest first: the new story leads /news and pushes one story down the archive,
        // which now needs a fourth page (19 stories, six a page).
        await page.goto(`${site}/news`);
        await expect(storyHeading.count()).resolves.toBe(1);
        // Its uploaded cover replaces the generated art on its card, and is served.
        const cover = page.locator("#story-19 img");
        // As its resized copies, the upload's as every cover's.
        const coverSrc = await cover.getAttribute("src");
        expect(coverSrc).toMatch(
          new RegExp(
            `^/images/sized/news/${story.slug}/cover/value/image-[0-9a-f]{10}-\\d+w\\.webp$`,
          ),
        );
        expect(await cover.getAttribute("alt")).toBe(coverAlt);
        expect((await fetch(site + coverSrc)).headers.get("content-type")).toBe("image/webp");
        const pages = page.getByRole("navigation", { name: "News pages" });
        await pages.getByRole("link", { name: "Page 2" }).click();
        await page.waitForURL("**/news/page/2#stories-heading");
        await expect(page.locator("article h3").first().textContent()).resolves.toBe(
          "Whitefield delivery centre expands to 25,000 sq ft",
        );
        await pages.getByRole("link", { name: "Page 4" }).click();
        await page.waitForURL("**/news/page/4#stories-heading");
        const lastPageTitles = await page.locator("article h3").allTextContents();
        expect(lastPageTitles).toEqual(["H2 opens a London office in Shoreditch"]);
        await expect(storyHeading.count()).resolves.toBe(0);

        const feed = await (await fetch(`${site}/news/feed.xml`)).text();
        expect(feed.match(/<item>/g)).toHaveLength(3 * NEWS_PAGE_SIZE + 1);
        const item = feed.split("<item>").find((i) => i.includes(`<title>${story.title}</title>`));
        expect(item).toMatch(/<link>[^<]*\/news#story-19<\/link>/);

        await page.goto(`${site}/insights/${insightSlug}`);
        await expect(page.getByText(insightLine).isVisible()).resolves.toBe(true);
        // The picture added in the editor: its resized copies, its size and its alt text.
        const picture = page.getByRole("img", { name: pictureAlt });
        await expect(picture.getAttribute("width")).resolves.toBe("1600");
        await expect(picture.getAttribute("height")).resolves.toBe("900");
        const copy = await picture.getAttribute("src");
        expect(copy).toMatch(
          new RegExp(`^/images/sized/insights/${insightSlug}/coaching-results-`),
        );
        expect((await fetch(site + copy)).headers.get("content-type")).toBe("image/webp");

        await page.goto(`${site}/faq`);
        await page.getByText(question).click();
        await expect(page.getByText(answer).isVisible()).resolves.toBe(true);

        await page.goto(`${site}/dedicated-team`);
        await expect(page.getByRole("heading", { name: teamHeading }).count()).resolves.toBe(1);

        // The study's new excerpt on its card in the listing, and its page's description.
        await page.goto(`${site}/case-studies`);
        await expect(page.getByText(studyExcerpt).count()).resolves.toBe(1);
        await page.goto(`${site}/case-studies/tallyfold-open-banking-platform`);
        await expect(
          page.locator('meta[name="description"]').getAttribute("content"),
        ).resolves.toBe(studyExcerpt);

        // The landing page: in the site's header and footer, with its form, and in the sitemap.
        await page.goto(`${site}/lp/${campaign.address}`);
        await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
          campaign.title,
        );
        await expect(page.getByRole("navigation", { name: "Main" }).count()).resolves.toBe(1);
        await expect(page.getByRole("contentinfo").count()).resolves.toBe(1);
        await expect(page.getByRole("form", { name: "Contact form" }).count()).resolves.toBe(1);
        expect(await page.locator('meta[name="robots"]').count()).toBe(0);
        const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
        expect(sitemap).toContain(`/lp/${campaign.address}</loc>`);
        expect(sitemap).not.toContain("/lp/cto-briefing</loc>");
        await page.close();
      } finally {
        await stop(server);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 400_000);
});
