import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getInsights } from "@content/insights.server";
import { site } from "@lib/site";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ISLAND_ATTR, LIVE_ATTR } from "../../app/lib/hydration";
import { buildDir } from "../../scripts/build";
import { fileBrowser } from "./support/browser";
import { axeViolations, markDocument, waitForHydration } from "./support/page";

const baseURL = inject("baseURL");
const insights = getInsights();
const canonical = (path: string) => new URL(path, site.origin).href;

const browser = fileBrowser();

interface OpenOptions {
  context?: BrowserContextOptions;
  /** Runs in the page before any of its own scripts (stubs for window.open, clipboard, share). */
  init?: string;
  width?: number;
}

async function open(path: string, { context, init, width = 1280 }: OpenOptions = {}) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, ...context });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  if (init) await page.addInitScript(init);
  await page.goto(baseURL + path, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return { page, errors, close: () => ctx.close() };
}

/**
 * Records window.open calls instead of opening windows, and mailto link clicks. The Web Share
 * API is removed so the menu is the same on every machine (it has its own tests below).
 */
const RECORD_SHARES = `
  delete Navigator.prototype.share;
  window.__opened = [];
  window.open = (...args) => { window.__opened.push(args); return null; };
  window.__mailto = [];
  document.addEventListener("click", (e) => {
    const a = e.target instanceof Element ? e.target.closest("a[href^='mailto:']") : null;
    if (a) { window.__mailto.push(a.getAttribute("href")); e.preventDefault(); }
  }, true);
`;

/** Opens the Share menu; the first time, its code loads on the press (an intent island). */
const openMenu = async (page: Page) => {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("menu").waitFor({ state: "visible", timeout: 5000 });
};

/** Waits until the menu item named `name` has keyboard focus (Radix moves it on a timer). */
const focused = (page: Page, name: string) =>
  page.waitForFunction((n) => document.activeElement?.textContent === n, name, { timeout: 2000 });

const menuItem = (page: Page, name: string) => page.getByRole("menuitem", { name, exact: true });

describe("insights listing", () => {
  it("shows the heading, the featured article and five cards, with no dead filter row", async () => {
    const { page, errors, close } = await open("/insights");
    await expect(page.locator("h1").textContent()).resolves.toBe("Insights & Expertise");
    const featured = page.locator("#featured-heading + article");
    await expect(featured.getByRole("link").first().getAttribute("href")).resolves.toBe(
      "/insights/agile-transformation",
    );
    const cards = page.locator("section[aria-labelledby='more-heading'] li article h3 a");
    const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(
      insights
        .filter((i) => i.slug !== "agile-transformation")
        .map((i) => i.link)
        .sort(),
    );
    // The spec hides the category filter: no filter buttons, nothing that does nothing.
    for (const name of ["All", ...new Set(insights.map((i) => i.category))]) {
      await expect(page.getByRole("button", { name, exact: true }).count()).resolves.toBe(0);
    }
    await expect(page.getByRole("link", { name: "RSS feed" }).getAttribute("href")).resolves.toBe(
      "/insights/feed.xml",
    );
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(insights)("article $link", (insight) => {
  const url = canonical(insight.link);

  it("is prerendered with its full body, header facts and Article JSON-LD", async () => {
    const res = await fetch(baseURL + insight.link);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The whole Markdown body, rendered at build, is in the HTML before any script runs.
    expect(html).toContain(insight.html);
    expect(insight.words).toBeGreaterThan(900);
    expect(html).toContain("Back to Insights");
    expect(html).toContain(">INSIGHTS</span>");
    expect(html).toContain(insight.readTime);
    expect(html).toMatch(
      new RegExp(`<time dateTime="${insight.date}">[A-Z][a-z]+ \\d+, 2024</time>`),
    );
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="H2 Insights" href="/insights/feed.xml"/>',
    );

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    const article = blocks
      .map((m) => JSON.parse(m[1]!))
      .find((d: { "@type"?: string }) => d["@type"] === "Article");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: insight.title,
      description: insight.excerpt,
      datePublished: insight.date,
      author: { "@type": "Person", name: insight.author },
      publisher: { "@type": "Organization", name: site.legalName },
      image: [canonical(insight.image)],
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  it("opens the Share menu and every option targets this article", async () => {
    const { page, errors, close } = await open(insight.link, { init: RECORD_SHARES });
    const enc = encodeURIComponent(url);

    await openMenu(page);
    await expect(page.getByRole("menu").getByRole("menuitem").allTextContents()).resolves.toEqual([
      "Share on Twitter",
      "Share on LinkedIn",
      "Share on Facebook",
      "Share via Email",
      "Copy Link",
    ]);
    await menuItem(page, "Share on Twitter").click();
    await expect(page.getByRole("menu").count()).resolves.toBe(0);
    await openMenu(page);
    await menuItem(page, "Share on LinkedIn").click();
    // Keyboard: Enter on the trigger opens the menu, arrows move, Enter chooses.
    const trigger = page.getByRole("button", { name: "Share", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await focused(page, "Share on Twitter");
    await page.keyboard.press("ArrowDown");
    await focused(page, "Share on LinkedIn");
    await page.keyboard.press("ArrowDown");
    await focused(page, "Share on Facebook");
    await page.keyboard.press("Enter");

    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[][] }).__opened,
    );
    expect(opened).toEqual([
      [
        `https://twitter.com/intent/tweet?url=${enc}&text=${encodeURIComponent(insight.title)}`,
        "_blank",
        "noopener,noreferrer",
      ],
      [
        `https://www.linkedin.com/sharing/share-offsite/?url=${enc}`,
        "_blank",
        "noopener,noreferrer",
      ],
      [`https://www.facebook.com/sharer/sharer.php?u=${enc}`, "_blank", "noopener,noreferrer"],
    ]);
    // Focus returns to the trigger when the menu closes.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("aria-haspopup") === "menu",
      undefined,
      { timeout: 2000 },
    );

    await openMenu(page);
    const mail = await menuItem(page, "Share via Email").getAttribute("href");
    await menuItem(page, "Share via Email").click();
    const clicked = await page.evaluate(
      () => (window as unknown as { __mailto: string[] }).__mailto,
    );
    expect(clicked).toEqual([mail]);
    const mailUrl = new URL(mail!);
    expect(mailUrl.protocol).toBe("mailto:");
    expect(mail).not.toMatch(/[ \n]/); // URL-encoded
    expect(mailUrl.searchParams.get("subject")).toBe(insight.title);
    const body = decodeURIComponent(mail!.split("&body=")[1]!);
    expect(body).toBe(`${insight.title}\n\n${insight.excerpt}\n\nRead the article: ${url}`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("share menu and the Tab key", () => {
  it("Tab leaves the open menu for the next control, Shift+Tab for the one before", async () => {
    const { page, close } = await open(insights[0]!.link);
    const trigger = page.getByRole("button", { name: "Share", exact: true });
    // Keyboard only: focus is the intent that loads the menu's code. A pointer on the page would
    // put Radix out of keyboard mode (a pointermove, even one Chrome makes up after a layout
    // change), and a menu opened by Enter would then not focus its first item.
    await trigger.focus();
    await page
      .locator(`[${ISLAND_ATTR}="share-menu"][${LIVE_ATTR}]`)
      .waitFor({ state: "attached", timeout: 10_000 });
    // Where focus went, relative to the trigger: "after", "before" or what else it is.
    const whereIsFocus = () =>
      trigger.evaluate((t) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "nowhere";
        if (active === t) return "trigger";
        const pos = t.compareDocumentPosition(active);
        return pos & Node.DOCUMENT_POSITION_FOLLOWING ? "after" : "before";
      });
    for (const [key, expected] of [
      ["Tab", "after"],
      ["Shift+Tab", "before"],
    ] as const) {
      await trigger.focus();
      await page.keyboard.press("Enter");
      await focused(page, "Share on Twitter");
      await page.keyboard.press(key);
      await page.getByRole("menu").waitFor({ state: "detached" });
      await expect.poll(whereIsFocus).toBe(expected);
    }
    await close();
  });
});

describe("copy link", () => {
  const insight = insights.find((i) => i.slug === "portfolio-management-rapid-change")!;

  it("copies the canonical URL, confirms with a toast and resets the label after 2 s", async () => {
    const { page, errors, close } = await open(insight.link, {
      context: { permissions: ["clipboard-read", "clipboard-write"] },
    });
    await openMenu(page);
    // The open menu passes axe (it is rendered inside the main landmark).
    expect(await axeViolations(page)).toEqual([]);
    await menuItem(page, "Copy Link").click();
    const copiedAt = Date.now();
    const toast = page.locator("[data-sonner-toast]");
    await toast.filter({ hasText: "Link copied!" }).waitFor();
    await expect(toast.textContent()).resolves.toContain(
      "Article link has been copied to your clipboard.",
    );
    await expect(toast.getAttribute("data-type")).resolves.toBe("success");
    const copied = menuItem(page, "Link Copied!");
    await expect(copied.isVisible()).resolves.toBe(true);
    await expect(copied.locator('svg path[d="M20 6 9 17l-5-5"]').count()).resolves.toBe(1);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      canonical(insight.link),
    );
    // Still confirmed well before the 2 s mark, then back to "Copy Link".
    await page.waitForTimeout(Math.max(0, 1400 - (Date.now() - copiedAt)));
    await expect(copied.isVisible()).resolves.toBe(true);
    await menuItem(page, "Copy Link").waitFor({ timeout: 3000 });
    const elapsed = Date.now() - copiedAt;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3500);
    await expect(menuItem(page, "Link Copied!").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("reports a failed copy with the error toast and keeps the label", async () => {
    const { page, close } = await open(insight.link, {
      init: `Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });`,
    });
    await openMenu(page);
    await menuItem(page, "Copy Link").click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to copy" });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(
      "Please copy the link manually from your browser.",
    );
    await expect(toast.getAttribute("data-type")).resolves.toBe("error");
    await expect(menuItem(page, "Copy Link").isVisible()).resolves.toBe(true);
    await expect(menuItem(page, "Link Copied!").count()).resolves.toBe(0);
    await close();
  });
});

describe("native share", () => {
  const insight = insights.find((i) => i.slug === "devops-integration-strategies")!;

  it("offers Share… where the Web Share API exists and passes the article to it", async () => {
    const { page, close } = await open(insight.link, {
      width: 390,
      init: `window.__shared = [];
        Object.defineProperty(Navigator.prototype, "share", {
          configurable: true,
          value: (data) => { window.__shared.push(data); return Promise.resolve(); },
        });`,
    });
    await openMenu(page);
    await menuItem(page, "Share…").click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: unknown[] }).__shared,
    );
    expect(shared).toEqual([
      { title: insight.title, text: insight.excerpt, url: canonical(insight.link) },
    ]);
    await close();
  });

  it("leaves Share… out where the browser has no Web Share API", async () => {
    const { page, close } = await open(insight.link, {
      init: `delete Navigator.prototype.share;`,
    });
    await openMenu(page);
    await expect(menuItem(page, "Copy Link").isVisible()).resolves.toBe(true);
    await expect(menuItem(page, "Share…").count()).resolves.toBe(0);
    await close();
  });
});

describe("article layout", () => {
  it.each([1280, 390])(
    "the hero is at least 60 percent of the viewport height at %i px",
    async (width) => {
      const { page, close } = await open("/insights/agile-transformation", { width });
      const { hero, vh } = await page.evaluate(() => ({
        hero: document.querySelector("article > header")!.getBoundingClientRect().height,
        vh: window.innerHeight,
      }));
      expect(hero).toBeGreaterThanOrEqual(0.6 * vh - 1);
      await close();
    },
  );

  it("links to the neighbouring articles in listing order", async () => {
    const order = insights.map((i) => i.link);
    for (const [at, link] of [
      [0, order[0]!],
      [order.length - 1, order.at(-1)!],
      [2, order[2]!],
    ] as const) {
      const html = await (await fetch(baseURL + link)).text();
      const nav = html.slice(html.indexOf('aria-labelledby="keep-reading-heading"'));
      const prev = nav.match(/href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Previous article/)?.[1];
      const next = nav.match(/href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Next article/)?.[1];
      expect(prev).toBe(order[at - 1]);
      expect(next).toBe(order[at + 1]);
      // At either end of the series the empty slot leads back to the listing.
      const ends = (at === 0 ? 1 : 0) + (at === order.length - 1 ? 1 : 0);
      expect(
        nav.match(/href="\/insights"[^>]*>(?:(?!<\/a>)[\s\S])*Browse every article/g)?.length ?? 0,
      ).toBe(ends);
    }
  });

  it("follows internal links in the article body without reloading the page", async () => {
    const { page, errors, close } = await open("/insights/agile-coaching-roi");
    const sameDocument = await markDocument(page);
    await page.locator(".prose-article a[href='/contact']").click();
    await page.waitForURL(`${baseURL}/contact`);
    await page.locator("h1").waitFor();
    await expect(sameDocument()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("insights feed", () => {
  it("is written at build and served as XML", async () => {
    expect(existsSync(join(buildDir, "client/insights/feed.xml"))).toBe(true);
    const res = await fetch(`${baseURL}/insights/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/(rss\+)?xml/);
  });

  it("parses as well-formed RSS 2.0 with six items and absolute links", async () => {
    const xml = await (await fetch(`${baseURL}/insights/feed.xml`)).text();
    const { page, close } = await open("/insights");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const channel = doc.querySelector("rss > channel");
      return {
        error,
        version: doc.documentElement.getAttribute("version"),
        title: channel?.querySelector(":scope > title")?.textContent,
        items: [...doc.querySelectorAll("rss > channel > item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          description: item.querySelector("description")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
          content: item.getElementsByTagNameNS(
            "http://purl.org/rss/1.0/modules/content/",
            "encoded",
          )[0]?.textContent,
        })),
      };
    }, xml);
    await close();
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe("H2 Insights");
    expect(feed.items).toHaveLength(6);
    expect(feed.items.map((i) => i.link)).toEqual(insights.map((i) => canonical(i.link)));
    for (const [n, item] of feed.items.entries()) {
      const insight = insights[n]!;
      // Text with &, quotes and dashes comes back exactly as written: the escaping round-trips.
      expect(item.title).toBe(insight.title);
      expect(item.description).toBe(insight.excerpt);
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(insight.date);
      expect(item.content).toContain("<h2>");
      expect(item.content).not.toMatch(/href="\/(?!\/)/);
    }
  });

  it("is announced in the head of every page", async () => {
    for (const path of ["/", "/insights", "/contact"]) {
      const html = await (await fetch(baseURL + path)).text();
      expect(html).toContain('rel="alternate" type="application/rss+xml" title="H2 Insights"');
    }
  });
});

describe("browser bundle", () => {
  it("ships no Markdown parser to the browser", () => {
    const dir = join(buildDir, "client/assets");
    const js = readdirSync(dir).filter((f) => f.endsWith(".js"));
    expect(js.length).toBeGreaterThan(3);
    for (const file of js) {
      const code = readFileSync(join(dir, file), "utf8");
      expect(code, file).not.toMatch(/markedjs|marked\(\): |gray-matter/);
    }
  });
});

describe("printing an article", () => {
  it("prints black on white, without the site's header, footer, forms and decorative art", async () => {
    const { page, close } = await open(insights[0]!.link, { width: 720 });
    // The page's own inline CSS carries no print rules (first round trip); the full stylesheet,
    // linked as the page hydrates, does.
    const inline = await page.locator("head style").first().textContent();
    expect(inline).not.toContain("@media print");
    await page.emulateMedia({ media: "print" });
    const printed = await page.evaluate(() => {
      const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== "none";
      const hero = document.querySelector("main header")!;
      const pill = [...hero.querySelectorAll("span")].find((el) => el.textContent === "INSIGHTS");
      const painted = [...document.querySelectorAll("main *")].filter((el) => {
        const bg = getComputedStyle(el).backgroundColor;
        return bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent";
      });
      return {
        siteHeader: shown(document.querySelector("body > header")),
        siteFooter: shown(document.querySelector("body > footer")),
        forms: [...document.querySelectorAll("form")].filter(shown).length,
        share: shown(document.querySelector('[data-island="share-menu"]')),
        heroBackground: getComputedStyle(hero).backgroundImage,
        h1: getComputedStyle(document.querySelector("h1")!).color,
        body: getComputedStyle(document.querySelector(".prose-article p")!).color,
        // Elements still painting a background, the category pill's important utility included.
        painted: painted.map((el) => el.textContent?.trim()),
        pill: pill ? getComputedStyle(pill).color : "missing",
      };
    });
    expect(printed).toEqual({
      siteHeader: false,
      siteFooter: false,
      forms: 0,
      share: false,
      heroBackground: "none",
      h1: "rgb(0, 0, 0)",
      body: "rgb(0, 0, 0)",
      painted: [],
      pill: "rgb(0, 0, 0)",
    });
    await page.emulateMedia({ media: "screen" });
    await expect(
      page.evaluate(() => getComputedStyle(document.querySelector("h1")!).color),
    ).resolves.toBe("rgb(255, 255, 255)");
    await close();
  });
});
