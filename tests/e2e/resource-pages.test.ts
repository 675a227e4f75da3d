import { getBlogPost, getBlogSummaries } from "@content/resources/blog.server";
import { caseStudies } from "@content/resources/case-studies.server";
import { faqItems } from "@content/resources/faq.server";
import { NEWS_PAGE_SIZE, newsStories } from "@content/resources/news.server";
import { site } from "@lib/site";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { filterPosts } from "../../app/components/site/resources/blog-filter";
import { readZip } from "../../scripts/zip";
import { fileBrowser } from "./support/browser";
import { axeViolations, delayScripts, waitForHydration } from "./support/page";

const baseURL = inject("baseURL");
const posts = getBlogSummaries();

const browser = fileBrowser();

/** Opens a page in a fresh context and collects console errors (hydration mismatches too). */
async function open(path: string, width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(baseURL + path, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return { page, errors, close: () => ctx.close() };
}

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ""));
/** Waits until `selector` matches exactly `n` elements. */
const count = (page: Page, selector: string, n: number) =>
  page.waitForFunction(([s, c]) => document.querySelectorAll(s as string).length === c, [
    selector,
    n,
  ] as const);

// ---------------------------------------------------------------------------------------------

describe("case studies", () => {
  const grid = "[data-testid='case-study-grid'] > li";
  const gridTitles = `${grid} h3`;

  it("shows the stats, all chips, the featured study and five cards", async () => {
    const { page, errors, close } = await open("/case-studies");
    const hero = page.locator("section").first();
    for (const figure of ["130+", "39+", "10"]) {
      await expect(hero.getByText(figure, { exact: true }).count()).resolves.toBe(1);
    }
    const chips = await texts(page, "[role='group'] button");
    expect(chips.map((c) => c.replace(/\s*\(?\d+\)?$/, ""))).toEqual([
      "All",
      "Financial Services",
      "Food Technology",
      "Retail & E-commerce",
      "Technology Services",
      "Financial Technology",
    ]);
    await expect(
      page.getByRole("button", { name: /^All/ }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { name: caseStudies[0]!.title }).count()).resolves.toBe(
      1,
    );
    expect(await texts(page, gridTitles)).toEqual(caseStudies.slice(1).map((c) => c.title));
    // Cards: first two results and at most two tags each.
    const first = page.locator(grid).first();
    expect(await first.locator("ul[aria-label='Key results'] li").count()).toBe(2);
    expect(await first.locator("ul[aria-label='Tags'] li").count()).toBeLessThanOrEqual(2);
    await expect(page.locator("#contact-heading").textContent()).resolves.toBeTruthy();
    await expect(page.locator("#locations-heading").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("filters the grid with the chips, keeps the filter in the URL, and Back restores", async () => {
    const { page, errors, close } = await open("/case-studies");
    await page.getByRole("button", { name: /^Financial Services/ }).click();
    await page.waitForURL(/industry=financial-services/);
    const expected = caseStudies.filter((c) => c.industry === "Financial Services");
    await count(page, grid, expected.length);
    expect(await texts(page, gridTitles)).toEqual(expected.map((c) => c.title));
    await expect(
      page.getByRole("button", { name: /^Financial Services/ }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(0);

    await page.getByRole("button", { name: /^Food Technology/ }).click();
    await page.waitForURL(/industry=food-technology/);
    await count(page, grid, 1);
    expect(await texts(page, gridTitles)).toEqual(
      caseStudies.filter((c) => c.industry === "Food Technology").map((c) => c.title),
    );

    await page.goBack();
    await page.waitForURL(/industry=financial-services/);
    await count(page, grid, expected.length);
    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    await count(page, grid, 5);
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens a shared filtered link without hydration errors", async () => {
    const { page, errors, close } = await open("/case-studies?industry=retail-e-commerce");
    await count(page, grid, 1);
    expect(await texts(page, gridTitles)).toEqual(
      caseStudies.filter((c) => c.industry === "Retail & E-commerce").map((c) => c.title),
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("'read more' leads to a prerendered case page with the full case and a CTA", async () => {
    const { page, errors, close } = await open("/case-studies");
    const study = caseStudies[1]!;
    await page.locator(grid).first().getByRole("link").click();
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

describe("news pagination", () => {
  const titles = "[data-testid='news-list'] h3";
  const nav = (page: Page) => page.getByRole("navigation", { name: "News pages" });

  it("starts on page 1 with Previous disabled, and pages forward by click", async () => {
    const { page, errors, close } = await open("/news");
    expect(await texts(page, titles)).toEqual(
      newsStories.slice(0, NEWS_PAGE_SIZE).map((s) => s.title),
    );
    const previous = nav(page).getByRole("link", { name: "Previous" });
    await expect(previous.getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(previous.getAttribute("href")).resolves.toBeNull();
    await expect(
      nav(page).getByRole("link", { name: "Page 1" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await expect(
      nav(page).getByRole("link", { name: "Next" }).getAttribute("aria-disabled"),
    ).resolves.toBeNull();

    await nav(page).getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\?page=2$/);
    await page.waitForFunction(
      (t) => document.querySelector("[data-testid='news-list'] h3")?.textContent === t,
      newsStories[NEWS_PAGE_SIZE]!.title,
    );
    expect(await texts(page, titles)).toEqual(
      newsStories.slice(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE * 2).map((s) => s.title),
    );
    // Page 2 is the last: Next is disabled and Previous leads back to the bare path.
    await expect(
      nav(page).getByRole("link", { name: "Next" }).getAttribute("aria-disabled"),
    ).resolves.toBe("true");
    await expect(
      nav(page).getByRole("link", { name: "Previous" }).getAttribute("href"),
    ).resolves.toBe("/news");
    await expect(
      nav(page).getByRole("link", { name: "Page 2" }).getAttribute("aria-current"),
    ).resolves.toBe("page");

    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    await page.waitForFunction(
      (t) => document.querySelector("[data-testid='news-list'] h3")?.textContent === t,
      newsStories[0]!.title,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("opens page 2 straight from the URL, and Next from page 1 gets there too", async () => {
    const { page, errors, close } = await open("/news?page=2");
    await page.waitForFunction(
      (t) => document.querySelector("[data-testid='news-list'] h3")?.textContent === t,
      newsStories[NEWS_PAGE_SIZE]!.title,
    );
    await expect(
      nav(page).getByRole("link", { name: "Next" }).getAttribute("aria-disabled"),
    ).resolves.toBe("true");
    await nav(page).getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((url) => url.search === "");
    await nav(page).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/\?page=2$/);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows each story whole (it has no page of its own): no title or summary cut short", async () => {
    for (const width of [390, 1280]) {
      const { page, close } = await open("/news", width);
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
        newsStories.slice(0, NEWS_PAGE_SIZE).map((s) => s.excerpt),
      );
      await close();
    }
  });

  it("treats a page past the end as the last page", async () => {
    const { page, errors, close } = await open("/news?page=99");
    await page.waitForFunction(
      (t) => document.querySelector("[data-testid='news-list'] h3")?.textContent === t,
      newsStories[NEWS_PAGE_SIZE]!.title,
    );
    expect(errors).toEqual([]);
    await close();
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

  it("shows the hero, categories, featured post, three latest articles and every section", async () => {
    const { page, errors, close } = await open("/blog");
    await expect(page.locator("h1").textContent()).resolves.toBe("H2 Blog");
    expect(await texts(page, "[aria-label='Filter articles by category'] button")).toEqual([
      "All",
      "Agile Transformation",
      "Digital Transformation",
      "Team Building",
      "Portfolio Management",
      "Agile Coaching",
      "DevOps",
    ]);
    const featured = posts[0]!;
    expect(featured.featured).toBe(true);
    await expect(page.getByText(featured.content!, { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    expect(await texts(page, cardTitles)).toEqual(posts.slice(1, 4).map((p) => p.title));
    await expect(page.getByRole("heading", { name: "Latest Articles" }).count()).resolves.toBe(1);
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
    const { page, close } = await open("/blog", 390);
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

  it("filters as you type, keeps ?q= in the URL, and one Back undoes the search", async () => {
    const { page, errors, close } = await open("/blog");
    await box(page).click();
    await page.keyboard.type("recruit", { delay: 40 });
    await page.waitForURL(/q=recruit$/);
    const expected = posts.filter((p) =>
      [p.title, p.excerpt, ...p.tags].join(" ").toLowerCase().includes("recruit"),
    );
    await count(page, cards, expected.length);
    expect(await texts(page, cardTitles)).toEqual(expected.map((p) => p.title));
    await expect(page.locator("#featured-post-heading").count()).resolves.toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    // The box follows the URL on Back (React re-renders just after the URL changes).
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>("input[type='search']")?.value === "",
    );
    await count(page, cards, 3);
    expect(errors).toEqual([]);
    await close();
  });

  it("filters by category through ?category= and restores a shared search link", async () => {
    const { page, errors, close } = await open("/blog");
    await page.getByRole("button", { name: "DevOps", exact: true }).click();
    await page.waitForURL(/category=devops/);
    const devops = posts.filter((p) => p.topic === "DevOps");
    await count(page, cards, devops.length);
    expect(await texts(page, cardTitles)).toEqual(devops.map((p) => p.title));
    await page.getByRole("button", { name: "Team Building", exact: true }).click();
    await page.waitForURL(/category=team-building/);
    await count(page, cards, posts.filter((p) => p.topic === "Team Building").length);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.waitForURL((url) => url.search === "");
    await count(page, cards, 3);
    await close();

    const shared = await open("/blog?q=bangalore&category=team-building");
    await expect(box(shared.page).inputValue()).resolves.toBe("bangalore");
    const expected = posts.filter(
      (p) =>
        p.topic === "Team Building" &&
        [p.title, p.excerpt, ...p.tags].join(" ").toLowerCase().includes("bangalore"),
    );
    expect(expected.length).toBeGreaterThan(0);
    await count(shared.page, cards, expected.length);
    await expect(
      shared.page.getByRole("button", { name: "Team Building" }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    expect([...errors, ...shared.errors]).toEqual([]);
    await shared.close();
  });

  it("scrolls the phone's chip row to the category a shared link selects", async () => {
    const { page, close } = await open("/blog?category=devops", 390);
    const chip = page.getByRole("button", { name: "DevOps", exact: true });
    await expect.poll(() => chip.getAttribute("aria-pressed")).toBe("true");
    const inView = () =>
      chip.evaluate((c) => {
        const r = c.getBoundingClientRect();
        const row = c.parentElement!.getBoundingClientRect();
        return r.left >= row.left && r.right <= row.right;
      });
    await expect.poll(inView).toBe(true);
    await close();
  });

  it("Load More Articles reveals three more at a time, then disappears", async () => {
    const { page, close } = await open("/blog");
    const more = page.getByRole("button", { name: "Load More Articles" });
    await count(page, cards, 3);
    await more.click();
    await count(page, cards, 6);
    // Focus moves to the first newly shown article.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      posts[4]!.title,
    );
    await more.click();
    await count(page, cards, posts.length - 1);
    await expect(more.count()).resolves.toBe(0);
    expect(await texts(page, cardTitles)).toEqual(posts.slice(1).map((p) => p.title));
    await close();
  });

  it("Back from a post opened after Load More shows the same cards, scrolled to where they were", async () => {
    const { page, errors, close } = await open("/blog", 390);
    await page.getByRole("button", { name: "Load More Articles" }).click();
    await count(page, cards, 6);
    const target = posts[5]!;
    const link = page.locator(cards).nth(4).getByRole("link", { name: target.title });
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    // A DOM click: Playwright's own would first scroll the link clear of the sticky header.
    await link.evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL(`**${target.link}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/blog");
    await count(page, cards, 6);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(errors).toEqual([]);
    await close();
  });

  it("says when nothing matches and clears the filters", async () => {
    const { page, errors, close } = await open("/blog");
    await box(page).fill("blockchain");
    await page.waitForURL(/q=blockchain/);
    await expect(
      page.getByText("No articles match “blockchain”", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator(cards).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.search === "");
    await count(page, cards, 3);
    await expect(box(page).inputValue()).resolves.toBe("");
    expect(errors).toEqual([]);
    await close();
  });

  it("cards lead to a full post page with its body", async () => {
    const { page, errors, close } = await open("/blog");
    const target = posts[1]!;
    await page.locator(cards).first().getByRole("link").click();
    await page.waitForURL(`**${target.link}`);
    await page.waitForFunction(
      (t) => document.querySelector("h1")?.textContent === t,
      target.title,
    );
    const post = getBlogPost(target.slug)!;
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

  it("a post has the Share menu, and Copy Link copies the post's canonical address", async () => {
    const post = posts[2]!;
    const ctx = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await ctx.newPage();
    await page.goto(baseURL + post.link, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor({ state: "visible" }); // its code loads on that first press
    await expect(menu.getByRole("menuitem").allTextContents()).resolves.toEqual([
      "Share on Twitter",
      "Share on LinkedIn",
      "Share on Facebook",
      "Share via Email",
      "Copy Link",
    ]);
    await menu.getByRole("menuitem", { name: "Copy Link" }).click();
    await menu.getByRole("menuitem", { name: "Link Copied!" }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      new URL(post.link, site.origin).href,
    );
    await ctx.close();
  });
});

// ---------------------------------------------------------------------------------------------

describe("newsletter signup (API mocked)", () => {
  async function openWithApi(status: number, body: object) {
    const opened = await open("/blog");
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
    await expect(form.getByRole("alert").textContent()).resolves.toBe(
      "Please enter a valid email address",
    );
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
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
    await page.getByText(message).waitFor();
    expect(requests).toEqual([{ email: "cto@fernway.example" }]);
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
    await form.getByRole("alert").waitFor();
    await expect(form.getByRole("alert").textContent()).resolves.toBe(
      "Please use a business email address",
    );
    await expect(input.inputValue()).resolves.toBe("someone@mailbox.example");
    await expect(input.getAttribute("aria-describedby")).resolves.toBe(
      await form.getByRole("alert").getAttribute("id"),
    );
    await expect(page.locator("[data-sonner-toast]").count()).resolves.toBe(0);
    await close();
  });

  it("on another failure shows an error toast", async () => {
    const { page, form, input, close } = await openWithApi(500, { error: "Service unavailable" });
    await input.fill("cto@fernway.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Service unavailable").waitFor();
    await expect(page.locator("[data-sonner-toast]").getByText("Error").count()).resolves.toBe(1);
    await expect(input.inputValue()).resolves.toBe("cto@fernway.example");
    await close();
  });
});

// ---------------------------------------------------------------------------------------------

describe("FAQ", () => {
  const triggers = (page: Page) => page.locator("[data-radix-collection-item]");
  const state = (page: Page) =>
    triggers(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-expanded")));
  const focusedIndex = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("[data-radix-collection-item]")].indexOf(
        document.activeElement as Element,
      ),
    );

  it("has 17 questions, one open at a time, and an open one can be closed", async () => {
    const { page, errors, close } = await open("/faq");
    await expect(triggers(page).count()).resolves.toBe(17);
    expect(await texts(page, "[data-radix-collection-item]")).toEqual(
      faqItems.map((f, i) => `${String(i + 1).padStart(2, "0")}${f.question}`),
    );
    expect((await state(page)).every((s) => s === "false")).toBe(true);

    await page.getByRole("button", { name: faqItems[0]!.question }).click();
    await expect(page.getByText(faqItems[0]!.answer).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: faqItems[1]!.question }).click();
    await expect(page.getByText(faqItems[1]!.answer).isVisible()).resolves.toBe(true);
    await expect(page.getByText(faqItems[0]!.answer).isVisible()).resolves.toBe(false);
    expect((await state(page)).filter((s) => s === "true")).toHaveLength(1);

    await page.getByRole("button", { name: faqItems[1]!.question }).click();
    expect((await state(page)).every((s) => s === "false")).toBe(true);
    // Items are keyed item-0 … item-16.
    const keys = await page
      .locator("[data-item]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-item")));
    expect(keys).toEqual(Array.from({ length: 17 }, (_, i) => `item-${i}`));
    expect(errors).toEqual([]);
    await close();
  });

  it("moves focus between questions with ArrowDown, ArrowUp, Home and End", async () => {
    const { page, close } = await open("/faq");
    await triggers(page).first().focus();
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
    await expect(triggers(page).first().getAttribute("aria-expanded")).resolves.toBe("true");
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

// ---------------------------------------------------------------------------------------------

describe("shared links with view state (?category=, ?page=, ?industry=)", () => {
  /** Opens `path` with every script file held back, so the page stays prerendered a while. */
  async function openSlow(path: string, { failBoot = false } = {}) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    if (failBoot) await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort());
    else await delayScripts(page, 1500);
    // Every frame from the first: is the list painted, and with which titles.
    await page.addInitScript(() => {
      const frames: { shown: boolean; titles: string[] }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const sample = () => {
        const list = document.querySelector("[data-testid$='-grid'], [data-testid='news-list']");
        if (list)
          frames.push({
            shown: list.checkVisibility({ visibilityProperty: true }),
            titles: [...list.querySelectorAll("h3")].map((h) => h.textContent ?? ""),
          });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(baseURL + path, { waitUntil: "load" });
    const frames = () =>
      page.evaluate(
        () => (window as unknown as { __frames: { shown: boolean; titles: string[] }[] }).__frames,
      );
    return { page, errors, frames, close: () => ctx.close() };
  }

  const teamBangalore = filterPosts(posts, { query: "bangalore", topic: "Team Building" });
  const cases = [
    {
      path: "/blog?q=bangalore&category=team-building",
      titles: teamBangalore.map((p) => p.title).slice(0, 3),
    },
    {
      path: "/news?page=2",
      titles: newsStories.slice(NEWS_PAGE_SIZE, 2 * NEWS_PAGE_SIZE).map((s) => s.title),
    },
    {
      path: "/case-studies?industry=retail-e-commerce",
      titles: caseStudies.filter((c) => c.industry === "Retail & E-commerce").map((c) => c.title),
    },
  ];

  for (const { path, titles } of cases) {
    it(`${path} never paints the default view first: hidden until the link's own view is shown`, async () => {
      expect(titles.length).toBeGreaterThan(0);
      const { page, errors, frames, close } = await openSlow(path);
      // Loaded, scripts still on the way: the prerendered (default) list is not shown.
      expect((await frames()).length).toBeGreaterThan(0);
      expect((await frames()).filter((f) => f.shown)).toEqual([]);
      await waitForHydration(page, { intent: false });
      await expect.poll(async () => (await frames()).at(-1)).toEqual({ shown: true, titles });
      // No frame ever showed another list.
      expect((await frames()).filter((f) => f.shown && f.titles.join() !== titles.join())).toEqual(
        [],
      );
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("shows the prerendered list when the page cannot hydrate (its boot script fails)", async () => {
    const { page, frames, close } = await openSlow("/blog?category=devops", { failBoot: true });
    await expect.poll(async () => (await frames()).at(-1)?.shown).toBe(true);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await close();
  });

  it("keeps the blog's search box in view for a ?category= link; a ?q= link hides it until it is filled", async () => {
    const search = (page: Page) =>
      page.evaluate(() => {
        const box = document.querySelector<HTMLInputElement>("form[role=search] input");
        return box
          ? { shown: box.checkVisibility({ visibilityProperty: true }), value: box.value }
          : null;
      });
    const byCategory = await openSlow("/blog?category=devops");
    expect(await byCategory.frames()).not.toEqual([]);
    expect((await byCategory.frames()).filter((f) => f.shown)).toEqual([]);
    expect(await search(byCategory.page)).toEqual({ shown: true, value: "" });
    await byCategory.close();
    const byQuery = await openSlow("/blog?q=bangalore");
    expect(await search(byQuery.page)).toEqual({ shown: false, value: "" });
    await waitForHydration(byQuery.page, { intent: false });
    await expect.poll(() => search(byQuery.page)).toEqual({ shown: true, value: "bangalore" });
    await byQuery.close();
  });

  it("a query string without view state hides nothing", async () => {
    const { frames, close } = await openSlow("/blog?utm_source=newsletter");
    const painted = await frames();
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.every((f) => f.shown)).toBe(true);
    await close();
  });
});
