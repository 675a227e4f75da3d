import { blogSummaries } from "@content/resources/blog.server";
import { caseStudies } from "@content/resources/case-studies.server";
import { NEWS_PAGE_SIZE } from "@content/resources/news.server";
import { site } from "@content/site";
import {
  readBlogPosts,
  readFaqItems,
  readNewsStories,
} from "@content/test-support/read-collection";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { filterPosts } from "../../app/components/site/resources/blog-filter";
import {
  blogPageCount,
  blogPageRange,
  newsStoryId,
} from "../../app/components/site/resources/listing-paths";
import { pageSlots } from "../../app/markup/pagination";
import { readZip } from "../../scripts/zip";
import { fileBrowser } from "./support/browser";
import { axeViolations, delayScripts, scriptsIn, waitForIsland } from "./support/page";

const baseURL = inject("baseURL");
/** Every post, the featured one first, then newest first: the order the listing pages cut. */
const allPosts = readBlogPosts();
const newsStories = readNewsStories();
const faqItems = readFaqItems();
const posts = blogSummaries(allPosts);
const blogPages = blogPageCount(posts.length);
/** The cards of blog listing page `n` (page 1: 'Latest Articles', beside the featured post). */
const blogPage = (n: number) => posts.slice(...blogPageRange(n));
const newsPages = Math.ceil(newsStories.length / NEWS_PAGE_SIZE);
const newsPage = (n: number) => newsStories.slice((n - 1) * NEWS_PAGE_SIZE, n * NEWS_PAGE_SIZE);
const canonical = (path: string) => new URL(path, site.origin).href;
/** The page's <link> tags, each as its attributes (however the HTML orders and closes them). */
const links = (html: string) =>
  [...html.matchAll(/<link\b([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );

const browser = fileBrowser();

/**
 * Opens a page as a visitor does: tests act as soon as what they need is painted, before the
 * blog listing's island is live (it loads when focus first enters it) or a form's script has
 * arrived. `js: false` is a browser with JavaScript off, or a script that failed to load.
 * Console errors (hydration mismatches too) are collected. `before` runs ahead of the visit
 * (routes for a slow connection).
 */
async function open(
  path: string,
  {
    width = 1280,
    js = true,
    before,
  }: { width?: number; js?: boolean; before?: (page: Page) => Promise<void> } = {},
) {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: js,
    acceptDownloads: true,
  });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await before?.(page);
  await page.goto(baseURL + path, { waitUntil: "domcontentloaded" });
  return { page, errors, close: () => ctx.close() };
}

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ""));
/** Waits until the titles under `selector` are exactly `titles`. */
const titlesAre = (page: Page, selector: string, titles: readonly string[]) =>
  page.waitForFunction(
    ([s, t]) =>
      JSON.stringify([...document.querySelectorAll(s as string)].map((e) => e.textContent)) ===
      JSON.stringify(t),
    [selector, titles] as const,
  );
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Where an element's top is in the window, or -1 when it is under the sticky header. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => {
    const top = e.getBoundingClientRect().top;
    return top > document.querySelector("header")!.getBoundingClientRect().bottom ? top : -1;
  });
/** Where the page points search engines, and what it calls itself. */
const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector<HTMLLinkElement>("link[rel=canonical]")?.href,
  }));
/** The Location of a redirect the server answers `path` with. */
async function redirectOf(path: string) {
  const res = await fetch(baseURL + path, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location") };
}

const modes = [
  ["straight after load", true],
  ["with JavaScript off", false],
] as const;

// ---------------------------------------------------------------------------------------------

describe("case studies", () => {
  const grid = "[data-testid='case-study-grid'] > li";
  const gridTitles = `${grid} h3`;
  const chips = (page: Page) =>
    page.getByRole("navigation", { name: "Filter case studies by industry" });

  it("shows the stats, the industry links, the featured study and five cards", async () => {
    const { page, errors, close } = await open("/case-studies");
    const hero = page.locator("section").first();
    for (const figure of ["130+", "39+", "10"]) {
      await expect(hero.getByText(figure, { exact: true }).count()).resolves.toBe(1);
    }
    const names = await texts(page, "nav[aria-label='Filter case studies by industry'] a");
    expect(names.map((c) => c.replace(/\s*\(?\d+\)?$/, ""))).toEqual([
      "All",
      "Financial Services",
      "Food Technology",
      "Retail & E-commerce",
      "Technology Services",
      "Financial Technology",
    ]);
    await expect(
      chips(page).getByRole("link", { name: /^All/ }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(1);
    await expect(
      page.getByRole("heading", { name: caseStudies()[0]!.title }).count(),
    ).resolves.toBe(1);
    expect(await texts(page, gridTitles)).toEqual(
      caseStudies()
        .slice(1)
        .map((c) => c.title),
    );
    // Cards: first two results and at most two tags each.
    const first = page.locator(grid).first();
    expect(await first.locator("ul[aria-label='Key results'] li").count()).toBe(2);
    expect(await first.locator("ul[aria-label='Tags'] li").count()).toBeLessThanOrEqual(2);
    await expect(page.locator("#contact-heading").textContent()).resolves.toBeTruthy();
    await expect(page.locator("#locations-heading").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(modes)(
    "an industry link opens its prerendered page %s, and Back returns",
    async (_, js) => {
      const { page, errors, close } = await open("/case-studies", { js });
      await chips(page)
        .getByRole("link", { name: /^Financial Services/ })
        .click();
      await page.waitForURL("**/case-studies/industry/financial-services#case-studies-heading");
      const finance = caseStudies().filter((c) => c.industry === "Financial Services");
      await titlesAre(
        page,
        gridTitles,
        finance.map((c) => c.title),
      );
      await expect(
        chips(page)
          .getByRole("link", { name: /^Financial Services/ })
          .getAttribute("aria-current"),
      ).resolves.toBe("page");
      await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(0);
      expect(await head(page)).toEqual({
        title: `Financial Services case studies | ${site.brand}`,
        canonical: canonical("/case-studies/industry/financial-services"),
      });
      // The link lands on the chips and the grid, not on the hero above them.
      const top = await topOf(page, "#case-studies-heading");
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(225);

      await chips(page)
        .getByRole("link", { name: /^Food Technology/ })
        .click();
      await page.waitForURL("**/case-studies/industry/food-technology#case-studies-heading");
      await titlesAre(
        page,
        gridTitles,
        caseStudies()
          .filter((c) => c.industry === "Food Technology")
          .map((c) => c.title),
      );
      await page.goBack();
      await page.waitForURL("**/case-studies/industry/financial-services#case-studies-heading");
      await titlesAre(
        page,
        gridTitles,
        finance.map((c) => c.title),
      );
      await chips(page).getByRole("link", { name: /^All/ }).click();
      await page.waitForURL("**/case-studies#case-studies-heading");
      await titlesAre(
        page,
        gridTitles,
        caseStudies()
          .slice(1)
          .map((c) => c.title),
      );
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("answers an old ?industry= link with a permanent redirect to the industry's page", async () => {
    await expect(redirectOf("/case-studies?industry=retail-e-commerce")).resolves.toEqual({
      status: 301,
      location: "/case-studies/industry/retail-e-commerce",
    });
    const { page, close } = await open("/case-studies?industry=retail-e-commerce");
    expect(pathOf(page)).toBe("/case-studies/industry/retail-e-commerce");
    expect(await texts(page, gridTitles)).toEqual(
      caseStudies()
        .filter((c) => c.industry === "Retail & E-commerce")
        .map((c) => c.title),
    );
    await close();
  });

  it("'read more' leads to a prerendered case page with the full case and a CTA", async () => {
    const { page, errors, close } = await open("/case-studies");
    const study = caseStudies()[1]!;
    await page.locator(grid).first().getByRole("link", { name: study.title }).click();
    await page.waitForURL(`**/case-studies/${study.slug}`);
    await page.waitForFunction((t) => document.querySelector("h1")?.textContent === t, study.title);
    for (const id of ["challenge-heading", "approach-heading", "results-heading"]) {
      await expect(page.locator(`#${id}`).isVisible()).resolves.toBe(true);
    }
    for (const step of study.approach) {
      await expect(page.getByRole("heading", { name: step.title }).count()).resolves.toBe(1);
    }
    for (const result of study.results) {
      await expect(page.getByText(result, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await expect(
      page.getByRole("link", { name: "Talk to us" }).first().getAttribute("href"),
    ).resolves.toBe("/contact");
    expect(errors).toEqual([]);

    // The page is prerendered HTML, not built in the browser.
    const html = await (await fetch(`${baseURL}/case-studies/${study.slug}`)).text();
    expect(html).toContain(study.challenge[0]!.slice(0, 60));
    await close();
  });
});

// ---------------------------------------------------------------------------------------------

describe("news", () => {
  const titles = "[data-testid='news-list'] h3";
  const nav = (page: Page) => page.getByRole("navigation", { name: "News pages" });
  const pageLink = (page: Page, n: number) => nav(page).getByRole("link", { name: `Page ${n}` });

  it("has the six featured stories on page 1 and at least one archive page behind them", () => {
    expect(NEWS_PAGE_SIZE).toBe(6);
    expect(newsPages).toBeGreaterThanOrEqual(2);
  });

  it("shows the six featured stories, Previous disabled and page 1 current", async () => {
    const { page, errors, close } = await open("/news");
    await expect(page.getByRole("heading", { name: "Featured stories" }).count()).resolves.toBe(1);
    expect(await texts(page, titles)).toEqual(newsPage(1).map((s) => s.title));
    const previous = nav(page).getByRole("link", { name: "Previous" });
    await expect(previous.getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(previous.getAttribute("href")).resolves.toBeNull();
    await expect(pageLink(page, 1).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav(page).getByRole("link", { name: "Next" }).getAttribute("href")).resolves.toBe(
      "/news/page/2#stories-heading",
    );
    expect(errors).toEqual([]);
    await close();
  });

  it.each(modes)("pages through the archive by real links %s, and Back returns", async (_, js) => {
    const { page, errors, close } = await open("/news", { js });
    await pageLink(page, 2).click();
    await page.waitForURL("**/news/page/2#stories-heading");
    await titlesAre(
      page,
      titles,
      newsPage(2).map((s) => s.title),
    );
    await expect(pageLink(page, 2).getAttribute("aria-current")).resolves.toBe("page");
    // The page link lands on the stories, not on the hero above them.
    const top = await topOf(page, "#stories-heading");
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(225);
    // Next and Previous, to the last page and back.
    for (let n = 3; n <= newsPages; n++) {
      await nav(page).getByRole("link", { name: "Next" }).click();
      await page.waitForURL(`**/news/page/${n}#stories-heading`);
      await titlesAre(
        page,
        titles,
        newsPage(n).map((s) => s.title),
      );
    }
    await expect(
      nav(page).getByRole("link", { name: "Next" }).getAttribute("aria-disabled"),
    ).resolves.toBe("true");
    await nav(page).getByRole("link", { name: "Previous" }).click();
    await page.waitForURL(
      `**/news${newsPages > 2 ? `/page/${newsPages - 1}` : ""}#stories-heading`,
    );
    await page.goBack();
    await page.waitForURL(`**/news/page/${newsPages}#stories-heading`);
    await titlesAre(
      page,
      titles,
      newsPage(newsPages).map((s) => s.title),
    );
    // Every archive page links back to page 1.
    await page.getByRole("link", { name: "Back to the latest news" }).click();
    await page.waitForURL("**/news#stories-heading");
    await titlesAre(
      page,
      titles,
      newsPage(1).map((s) => s.title),
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("gives each archive page its own title and canonical, and a bar of pages that exist", async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (let n = 1; n <= newsPages; n++) {
      const path = n === 1 ? "/news" : `/news/page/${n}`;
      const html = await (await fetch(baseURL + path)).text();
      expect(links(html).filter((l) => l.rel === "canonical")).toEqual([
        { rel: "canonical", href: canonical(path) },
      ]);
      expect(html).toContain(
        n === 1
          ? "<title>News &amp; Media | H2</title>"
          : `<title>News &amp; Media — page ${n} | H2</title>`,
      );
      const listed = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
      expect(listed).toEqual(pageSlots(n, newsPages).filter((s) => typeof s === "number"));
      for (const story of newsPage(n)) expect(html).toContain(`id="${newsStoryId(story)}"`);
      expect(sitemap).toContain(`<loc>${canonical(path)}</loc>`);
    }
    // No page past the end.
    expect((await fetch(`${baseURL}/news/page/${newsPages + 1}`)).status).toBe(404);
  });

  it("answers an old ?page= link with a permanent redirect to that page (or the last)", async () => {
    await expect(redirectOf("/news?page=2")).resolves.toEqual({
      status: 301,
      location: "/news/page/2",
    });
    await expect(redirectOf("/news?page=1")).resolves.toEqual({ status: 301, location: "/news" });
    await expect(redirectOf("/news?page=99")).resolves.toEqual({
      status: 301,
      location: `/news/page/${newsPages}`,
    });
    const { page, close } = await open("/news?page=2");
    expect(pathOf(page)).toBe("/news/page/2");
    expect(await texts(page, titles)).toEqual(newsPage(2).map((s) => s.title));
    await close();
  });

  it("shows each story whole (it has no page of its own): no title or summary cut short", async () => {
    for (const width of [390, 1280]) {
      const { page, close } = await open("/news", { width });
      const cut = await page
        .locator("[data-testid='news-list'] article")
        .evaluateAll((cards) =>
          cards.flatMap((card) =>
            [...card.querySelectorAll("h3, h3 + p")]
              .filter((el) => el.scrollHeight > el.clientHeight + 1)
              .map((el) => el.textContent),
          ),
        );
      expect(cut, `at ${width} px`).toEqual([]);
      expect(await texts(page, "[data-testid='news-list'] h3 + p")).toEqual(
        newsPage(1).map((s) => s.excerpt),
      );
      await close();
    }
  });

  it("downloads a real brand kit ZIP from the media kit", async () => {
    const { page, close } = await open("/news");
    const link = page.getByRole("link", { name: "Download brand assets" });
    await expect(link.getAttribute("href")).resolves.toBe("/brand/h2-brand-kit.zip");
    await expect(link.getAttribute("download")).resolves.toBe("");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("h2-brand-kit.zip");
    const res = await fetch(`${baseURL}/brand/h2-brand-kit.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const entries = readZip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([
      "h2-logo.svg",
      "h2-logo.png",
      "palette.json",
      "palette.svg",
      "README.txt",
    ]);
    expect(entries[1]!.data.subarray(1, 4).toString()).toBe("PNG");
    expect(JSON.parse(entries[2]!.data.toString()).colours.length).toBeGreaterThan(10);
    await close();
  });
});

// ---------------------------------------------------------------------------------------------

describe("blog", () => {
  const cards = "[data-testid='blog-grid'] > li";
  const cardTitles = `${cards} h3`;
  const box = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
  /** A visitor taps the search box and types at once, whether or not the listing is live yet. */
  const typeSearch = async (page: Page, text: string) => {
    await box(page).click();
    await page.keyboard.type(text);
  };
  const chips = (page: Page) =>
    page.getByRole("navigation", { name: "Filter articles by category" });
  const loadMore = (page: Page) => page.getByRole("link", { name: "Load More Articles" });
  const titlesOf = (list: readonly { title: string }[]) => list.map((p) => p.title);
  /** Every card from page `from` to page `to` of the listing. */
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => blogPage(from + i)).flat();

  it("has the spec's eight posts on /blog and an archive behind them", () => {
    expect(posts[0]!.featured).toBe(true);
    expect(blogPage(1)).toHaveLength(7);
    expect(blogPages).toBeGreaterThanOrEqual(2);
  });

  it("shows the hero, category links, the featured post, seven latest articles and every section", async () => {
    const { page, errors, close } = await open("/blog");
    await expect(page.locator("h1").textContent()).resolves.toBe("H2 Blog");
    expect(await texts(page, "nav[aria-label='Filter articles by category'] a")).toEqual([
      "All",
      "Agile Transformation",
      "Digital Transformation",
      "Team Building",
      "Portfolio Management",
      "Agile Coaching",
      "DevOps",
    ]);
    await expect(
      chips(page).getByRole("link", { name: "All" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    const featured = posts[0]!;
    await expect(page.getByText(featured.content!, { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    expect(await texts(page, cardTitles)).toEqual(titlesOf(blogPage(1)));
    await expect(page.getByRole("heading", { name: "Latest Articles" }).count()).resolves.toBe(1);
    await expect(loadMore(page).getAttribute("href")).resolves.toBe("/blog/page/2#latest-heading");
    await expect(page.getByRole("heading", { name: "Stay in the loop" }).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { name: "Let's talk" }).count()).resolves.toBe(1);
    const map = page.getByRole("img", { name: /World map/ });
    for (const city of ["Bangalore", "Dublin", "London", "Sydney"]) {
      await expect(map.locator(`[data-office='${city}']`).isVisible()).resolves.toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("lays the grid out in 1, 2 or 3 columns by screen width", async () => {
    const { page, close } = await open("/blog", { width: 390 });
    const columns = () =>
      page
        .locator(cards)
        .evaluateAll(
          (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().x))).size,
        );
    await expect(columns()).resolves.toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(columns()).resolves.toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(columns()).resolves.toBe(3);
    await close();
  });

  it.each(modes)(
    "a category link opens its prerendered page %s, and All leads back",
    async (_, js) => {
      const { page, errors, close } = await open("/blog", { js });
      await chips(page).getByRole("link", { name: "DevOps", exact: true }).click();
      await page.waitForURL("**/blog/category/devops#categories");
      const devops = posts.filter((p) => p.topic === "DevOps");
      expect(devops.length).toBeGreaterThan(0);
      await titlesAre(page, cardTitles, titlesOf(devops));
      await expect(
        chips(page).getByRole("link", { name: "DevOps", exact: true }).getAttribute("aria-current"),
      ).resolves.toBe("page");
      expect(await head(page)).toEqual({
        title: `DevOps articles on the H2 Blog | ${site.brand}`,
        canonical: canonical("/blog/category/devops"),
      });
      await expect(page.locator("#featured-post-heading").count()).resolves.toBe(0);
      await expect(loadMore(page).count()).resolves.toBe(0);

      await chips(page).getByRole("link", { name: "Team Building", exact: true }).click();
      await page.waitForURL("**/blog/category/team-building#categories");
      await titlesAre(page, cardTitles, titlesOf(posts.filter((p) => p.topic === "Team Building")));
      await page.goBack();
      await page.waitForURL("**/blog/category/devops#categories");
      await titlesAre(page, cardTitles, titlesOf(devops));
      await chips(page).getByRole("link", { name: "All", exact: true }).click();
      await page.waitForURL("**/blog#categories");
      await titlesAre(page, cardTitles, titlesOf(blogPage(1)));
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("gives every category page a title, canonical and sitemap entry, its posts from the archive too", async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const topics = [...new Set(posts.map((p) => p.topic))];
    const archived = new Set(posts.slice(blogPageRange(2)[0]).map((p) => p.slug));
    let fromArchive = 0;
    for (const topic of topics) {
      const slug = topic.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const html = await (await fetch(`${baseURL}/blog/category/${slug}`)).text();
      expect(links(html).filter((l) => l.rel === "canonical")).toEqual([
        { rel: "canonical", href: canonical(`/blog/category/${slug}`) },
      ]);
      expect(sitemap).toContain(`<loc>${canonical(`/blog/category/${slug}`)}</loc>`);
      for (const p of posts.filter((p) => p.topic === topic)) {
        expect(html).toContain(`href="${p.link}"`);
        if (archived.has(p.slug)) fromArchive++;
      }
    }
    expect(fromArchive).toBeGreaterThan(0);
  });

  it("shows the phone's chip row scrolled to the current category, from the HTML alone", async () => {
    const { page, close } = await open("/blog/category/devops", { width: 390, js: false });
    const chip = chips(page).getByRole("link", { name: "DevOps", exact: true });
    // The browser scrolls the row when it lays it out, which on a loaded machine can come a
    // frame or two after the chip is first found.
    const inView = () =>
      chip.evaluate((c) => {
        const r = c.getBoundingClientRect();
        const row = c.closest("ul")!.getBoundingClientRect();
        return r.left >= row.left && r.right <= row.right;
      });
    await expect.poll(inView, { timeout: 5000 }).toBe(true);
    await close();
  });

  it("with JavaScript off, Load More leads page by page through the archive until nothing is left", async () => {
    const { page, errors, close } = await open("/blog", { js: false });
    for (let n = 2; n <= blogPages; n++) {
      await loadMore(page).click();
      await page.waitForURL(`**/blog/page/${n}#latest-heading`);
      await titlesAre(page, cardTitles, titlesOf(blogPage(n)));
      expect(await head(page)).toEqual({
        title: `H2 Blog — older articles, page ${n} | ${site.brand}`,
        canonical: canonical(`/blog/page/${n}`),
      });
      await expect(
        page.getByRole("link", { name: "Back to the latest articles" }).getAttribute("href"),
      ).resolves.toBe("/blog");
      await expect(
        chips(page).getByRole("link", { name: "All" }).getAttribute("aria-current"),
      ).resolves.toBe("true");
    }
    await expect(loadMore(page).count()).resolves.toBe(0);
    // The search box needs script: without it, it is not offered.
    await expect(box(page).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("Load More pressed straight after load shows the next posts, live or not", async () => {
    const { page, errors, close } = await open("/blog");
    await loadMore(page).click();
    // Before React is live the link opens /blog/page/2; once it is, the posts join the list.
    await page.waitForFunction(
      ([s, t]) => [...document.querySelectorAll(s as string)].some((h) => h.textContent === t),
      [cardTitles, blogPage(2)[0]!.title] as const,
    );
    const shown = await texts(page, cardTitles);
    if (pathOf(page) === "/blog") expect(shown).toEqual(titlesOf(pages(1, 2)));
    else {
      expect(pathOf(page)).toBe("/blog/page/2");
      expect(shown).toEqual(titlesOf(blogPage(2)));
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("with React live, Load More appends in place until nothing is left, and Back from a post restores cards and position", async () => {
    const { page, errors, close } = await open("/blog", { width: 390 });
    // Appending here rather than opening the page is what React adds to the link. The subject:
    // Load More once the listing is live (it wakes as focus first enters it, the search box here).
    await box(page).focus();
    await waitForIsland(page, cards);
    for (let n = 2; n <= blogPages; n++) {
      await loadMore(page).click();
      await titlesAre(page, cardTitles, titlesOf(pages(1, n)));
      expect(pathOf(page)).toBe("/blog");
      // Focus moves to the first newly shown article.
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        blogPage(n)[0]!.title,
      );
    }
    await expect(loadMore(page).count()).resolves.toBe(0);
    await expect(
      page.getByRole("status").filter({ hasText: "Showing" }).textContent(),
    ).resolves.toBe(`Showing ${posts.length} of ${posts.length} articles`);

    const target = blogPage(2)[1]!;
    const link = page.locator(cards).getByRole("link", { name: target.title });
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    // A DOM click: Playwright's own would first scroll the link clear of the sticky header.
    await link.evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL(`**${target.link}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/blog");
    await titlesAre(page, cardTitles, titlesOf(pages(1, blogPages)));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(errors).toEqual([]);
    await close();
  });

  it("search typed straight after load covers every post, the archive too; one Back undoes it", async () => {
    const target = posts.at(-1)!; // the oldest post, on the last archive page
    expect(blogPage(1)).not.toContain(target);
    const query = target.title;
    const expected = filterPosts(posts, { query });
    expect(expected).toContain(target);
    const { page, errors, close } = await open("/blog");
    await typeSearch(page, query);
    await page.waitForURL((url) => url.searchParams.get("q") === query);
    await titlesAre(page, cardTitles, titlesOf(expected));
    await expect(page.locator("#featured-post-heading").count()).resolves.toBe(0);
    await expect(loadMore(page).count()).resolves.toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    await expect.poll(() => box(page).inputValue()).toBe("");
    await titlesAre(page, cardTitles, titlesOf(blogPage(1)));
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps what was typed before the listing was live, and searches for it once it is", async () => {
    const expected = filterPosts(posts, { query: "bangalore" });
    expect(expected.length).toBeGreaterThan(0);
    // A slow connection: the listing's code is still on its way while the visitor types.
    const { page, errors, close } = await open("/blog", {
      before: (p) => delayScripts(p, 2500),
    });
    await typeSearch(page, "bangalore");
    // Typed into the prerendered box: React is not live yet, and nothing is lost meanwhile.
    await expect(
      page.locator("astro-island[ssr]").getByRole("searchbox", { name: "Search articles" }).count(),
    ).resolves.toBe(1);
    await expect(box(page).inputValue()).resolves.toBe("bangalore");
    // Once it is, the text is searched for, and the visitor can go on typing.
    await page.waitForURL((url) => url.searchParams.get("q") === "bangalore", { timeout: 20_000 });
    await titlesAre(page, cardTitles, titlesOf(expected));
    await expect(box(page).inputValue()).resolves.toBe("bangalore");
    await page.keyboard.type(" zzz");
    await page.getByText("No articles match “bangalore zzz”", { exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    await titlesAre(page, cardTitles, titlesOf(blogPage(1)));
    expect(errors).toEqual([]);
    await close();
  });

  it("a shared ?q= link shows the whole list at once and filters it once React is live", async () => {
    const expected = filterPosts(posts, { query: "bangalore" });
    expect(expected.length).toBeGreaterThan(0);
    const { page, errors, close } = await open("/blog?q=bangalore");
    // Painted from the HTML: the list is there, not hidden until React arrives.
    await expect(page.locator(cards).first().isVisible()).resolves.toBe(true);
    await expect.poll(() => box(page).inputValue(), { timeout: 20_000 }).toBe("bangalore");
    await titlesAre(page, cardTitles, titlesOf(expected));
    expect(errors).toEqual([]);
    await close();
  });

  it("a category link keeps the search, and the category page searches within it", async () => {
    const { page, close } = await open("/blog");
    await typeSearch(page, "team");
    await page.waitForURL(/q=team/);
    await chips(page).getByRole("link", { name: "Team Building", exact: true }).click();
    await page.waitForURL("**/blog/category/team-building?q=team#categories");
    await expect.poll(() => box(page).inputValue()).toBe("team");
    await titlesAre(
      page,
      cardTitles,
      titlesOf(filterPosts(posts, { query: "team", topic: "Team Building" })),
    );
    await close();
  });

  it("says when nothing matches and clears the search", async () => {
    const { page, errors, close } = await open("/blog");
    await typeSearch(page, "blockchain");
    await page.waitForURL(/q=blockchain/);
    await page.getByText("No articles match “blockchain”", { exact: true }).waitFor();
    await expect(page.locator(cards).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Clear search" }).click();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    await titlesAre(page, cardTitles, titlesOf(blogPage(1)));
    await expect(box(page).inputValue()).resolves.toBe("");
    expect(errors).toEqual([]);
    await close();
  });

  it("answers an old ?category= link with a permanent redirect to the category page", async () => {
    await expect(redirectOf("/blog?category=devops&q=teams")).resolves.toEqual({
      status: 301,
      location: "/blog/category/devops?q=teams",
    });
    await expect(redirectOf("/blog?category=blockchain")).resolves.toEqual({
      status: 301,
      location: "/blog",
    });
    expect((await fetch(`${baseURL}/blog?q=teams`, { redirect: "manual" })).status).toBe(200);
    const { page, close } = await open("/blog?category=devops", { js: false });
    expect(pathOf(page)).toBe("/blog/category/devops");
    expect(await texts(page, cardTitles)).toEqual(
      titlesOf(posts.filter((p) => p.topic === "DevOps")),
    );
    await close();
  });

  it("lists every post in the blog feed and every story in the news feed", async () => {
    const blog = await (await fetch(`${baseURL}/blog/feed.xml`)).text();
    for (const p of posts) expect(blog).toContain(`<link>${canonical(p.link)}</link>`);
    expect(blog.match(/<item>/g)).toHaveLength(posts.length);
    const news = await (await fetch(`${baseURL}/news/feed.xml`)).text();
    expect(news.match(/<item>/g)).toHaveLength(newsStories.length);
    const last = newsStories.at(-1)!;
    expect(news).toContain(
      `<link>${canonical(`/news/page/${newsPages}`)}#${newsStoryId(last)}</link>`,
    );
    for (const [path, title] of [
      ["/blog", "H2 Blog"],
      ["/news", "H2 News"],
    ]) {
      const html = await (await fetch(baseURL + path)).text();
      expect(links(html)).toContainEqual({
        rel: "alternate",
        type: "application/rss+xml",
        title,
        href: `${path}/feed.xml`,
      });
    }
  });

  it("cards lead to a full post page with its body", async () => {
    const { page, errors, close } = await open("/blog");
    const target = blogPage(1)[0]!;
    await page.locator(cards).first().getByRole("link").click();
    await page.waitForURL(`**${target.link}`);
    await page.waitForFunction(
      (t) => document.querySelector("h1")?.textContent === t,
      target.title,
    );
    const post = allPosts.find((p) => p.slug === target.slug)!;
    expect(post.words).toBeGreaterThanOrEqual(500);
    expect(post.words).toBeLessThanOrEqual(900);
    const body = page.locator(".prose-article");
    expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(3);
    const bodyWords = ((await body.textContent()) ?? "").split(/\s+/).filter(Boolean).length;
    expect(bodyWords).toBeGreaterThan(450);
    await expect(page.getByText(target.author).first().isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole("link", { name: "Back to Blog" }).getAttribute("href"),
    ).resolves.toBe("/blog");
    expect(errors).toEqual([]);
    await close();
  });

  it("a picture in a post's body keeps its place before it arrives, then loads the copy its width needs", async () => {
    // The example post whose body shows a picture (content/resources/blog/the-monthly-service-review.md).
    const post = allPosts.find((p) => p.html.includes("<img "))!;
    for (const [width, copy] of [
      [390, "480w"],
      [1280, "672w"],
    ] as const) {
      const { page, errors, close } = await open(post.link, { width });
      const picture = page.locator(".prose-article img");
      const shape = () =>
        picture.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { width: box.width, height: box.height, loaded: img.naturalWidth > 0 };
        });
      await expect(picture.getAttribute("width")).resolves.toBe("1600");
      await expect(picture.getAttribute("height")).resolves.toBe("900");
      await expect(picture.getAttribute("loading")).resolves.toBe("lazy");
      await expect(picture.getAttribute("alt")).resolves.toMatch(
        /^Six months of one team's delivery/,
      );
      // Its box has the picture's shape whether or not its bytes have come.
      const before = await shape();
      expect(before.height).toBeCloseTo((before.width * 900) / 1600, 0);
      await picture.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(".prose-article img");
        return img?.complete && img.naturalWidth > 0;
      });
      const after = await shape();
      expect(after).toEqual({ ...before, loaded: true });
      await expect(picture.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toMatch(
        new RegExp(
          `/images/sized/blog/the-monthly-service-review/delivery-trends-[0-9a-f]{10}-${copy}\\.webp$`,
        ),
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("a post's Share menu opens straight after load, and Copy Link copies the post's canonical address", async () => {
    const post = blogPage(1)[1]!;
    const ctx = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await ctx.newPage();
    await page.goto(baseURL + post.link, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const menu = page.getByRole("group", { name: "Share this article" });
    await menu.waitFor({ state: "visible" });
    await expect(
      menu.getByRole("link", { name: /^Share on LinkedIn/ }).getAttribute("href"),
    ).resolves.toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical(post.link))}`,
    );
    await menu.getByRole("button", { name: "Copy Link", exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(canonical(post.link));
    await ctx.close();
  });
});

// ---------------------------------------------------------------------------------------------

describe("newsletter signup (API mocked)", () => {
  // The subject is what the form's script does with each answer of the JSON API (without script
  // the form posts to the server and gets a page back, which tests/e2e/newsletter.test.ts
  // covers). They act at once: a Send before the script arrives is held for it.
  async function openWithApi(status: number, body: object) {
    const opened = await open("/blog");
    await opened.page.getByRole("form", { name: "Newsletter signup" }).scrollIntoViewIfNeeded();
    const requests: unknown[] = [];
    await opened.page.route("**/api/newsletter", async (route) => {
      requests.push(route.request().postDataJSON());
      await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    });
    const form = opened.page.getByRole("form", { name: "Newsletter signup" });
    return {
      ...opened,
      requests,
      form,
      input: form.getByRole("textbox", { name: "Email address" }),
    };
  }

  it("checks the address in the browser before sending anything", async () => {
    const { page, form, input, requests, close } = await openWithApi(201, { message: "x" });
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
    const message = form.locator(`#${await input.getAttribute("aria-describedby")}`);
    await expect(message.textContent()).resolves.toBe("Please enter a valid email address");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("type"))).resolves.toBe(
      "email",
    );
    expect(requests).toEqual([]);
    await close();
  });

  it("on 201 shows the server's message in a toast and clears the field", async () => {
    const message = "Thanks! Please confirm your subscription from the e-mail we just sent.";
    const { page, form, input, requests, errors, close } = await openWithApi(201, { message });
    await input.fill("cto@fernway.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: message });
    await toast.waitFor();
    await expect(toast.getAttribute("data-type")).resolves.toBe("success");
    await expect(toast.getAttribute("role")).resolves.toBe("status");
    // The address, and how the visit reached the page (app/browser/visit.ts).
    expect(requests).toEqual([
      {
        email: "cto@fernway.example",
        attribution: expect.objectContaining({ landing_page: "/blog", pages_seen: 1 }),
      },
    ]);
    await expect(input.inputValue()).resolves.toBe("");
    await expect(form.getByRole("alert").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("on 422 shows the field message under the field and keeps the address", async () => {
    const { page, form, input, close } = await openWithApi(422, {
      error: "Please check the highlighted field.",
      fields: { email: "Please use a business email address" },
    });
    await input.fill("someone@mailbox.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
    const message = form.locator(`#${await input.getAttribute("aria-describedby")}`);
    await expect(message.textContent()).resolves.toBe("Please use a business email address");
    await expect(message.isVisible()).resolves.toBe(true);
    await expect(input.inputValue()).resolves.toBe("someone@mailbox.example");
    await expect(page.locator("[data-toast]").count()).resolves.toBe(0);
    await close();
  });

  it("on another failure shows an error toast", async () => {
    const { page, form, input, close } = await openWithApi(500, { error: "Service unavailable" });
    await input.fill("cto@fernway.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Service unavailable" });
    await toast.waitFor();
    await expect(toast.getByText("Error", { exact: true }).count()).resolves.toBe(1);
    await expect(toast.getAttribute("data-type")).resolves.toBe("error");
    await expect(toast.getAttribute("role")).resolves.toBe("alert");
    await expect(input.inputValue()).resolves.toBe("cto@fernway.example");
    await close();
  });
});

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

describe("FAQ", () => {
  const summaries = (page: Page) => page.locator("details > summary");
  const openStates = (page: Page) =>
    page.locator("details").evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open));
  const focusedIndex = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("details > summary")].indexOf(
        document.activeElement as Element,
      ),
    );

  it.each(modes)(
    "has 17 questions, one open at a time, and an open one closes, %s",
    async (_, js) => {
      const { page, errors, close } = await open("/faq", { js });
      await expect(summaries(page).count()).resolves.toBe(17);
      expect(await texts(page, "details > summary")).toEqual(
        faqItems.map((f, i) => `${String(i + 1).padStart(2, "0")}${f.question}`),
      );
      expect((await openStates(page)).every((s) => !s)).toBe(true);

      await summaries(page).nth(0).click();
      await expect(page.getByText(faqItems[0]!.answer).isVisible()).resolves.toBe(true);
      await summaries(page).nth(1).click();
      await expect(page.getByText(faqItems[1]!.answer).isVisible()).resolves.toBe(true);
      await expect(page.getByText(faqItems[0]!.answer).isVisible()).resolves.toBe(false);
      expect((await openStates(page)).filter(Boolean)).toHaveLength(1);

      await summaries(page).nth(1).click();
      expect((await openStates(page)).every((s) => !s)).toBe(true);
      const keys = await page
        .locator("[data-item]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-item")));
      expect(keys).toEqual(Array.from({ length: 17 }, (_, i) => `item-${i}`));
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("moves focus between questions with ArrowDown, ArrowUp, Home and End once its script is in", async () => {
    const { page, close } = await open("/faq");
    // Arrow keys between questions are the script's (a <details> answers Enter and Space alone).
    await scriptsIn(page);
    await summaries(page).first().focus();
    await expect(focusedIndex(page)).resolves.toBe(0);
    await page.keyboard.press("ArrowDown");
    await expect(focusedIndex(page)).resolves.toBe(1);
    await page.keyboard.press("ArrowDown");
    await expect(focusedIndex(page)).resolves.toBe(2);
    await page.keyboard.press("ArrowUp");
    await expect(focusedIndex(page)).resolves.toBe(1);
    await page.keyboard.press("End");
    await expect(focusedIndex(page)).resolves.toBe(16);
    await page.keyboard.press("Home");
    await expect(focusedIndex(page)).resolves.toBe(0);
    // Enter opens the focused question; moving focus does not.
    await page.keyboard.press("Enter");
    expect((await openStates(page))[0]).toBe(true);
    expect((await openStates(page)).filter(Boolean)).toHaveLength(1);
    await close();
  });

  it("publishes FAQPage structured data with all 17 questions in the prerendered HTML", async () => {
    const html = await (await fetch(`${baseURL}/faq`)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const faqPages = blocks.filter((b) => b["@type"] === "FAQPage");
    expect(faqPages).toHaveLength(1);
    const data = faqPages[0];
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(17);
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      faqItems.map((f) => f.question),
    );
    expect(data.mainEntity[5].acceptedAnswer.text).toBe(faqItems[5]!.answer);
  });
});
