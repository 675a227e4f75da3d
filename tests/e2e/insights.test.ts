import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "@content/site";
import { readInsights } from "@content/test-support/read-collection";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { fileBrowser } from "./support/browser";
import { axeViolations, markDocument } from "./support/page";

const baseURL = inject("baseURL");
const insights = readInsights();
const canonical = (path: string) => new URL(path, site.origin).href;
/** The page's <link> tags, each as its attributes (however the HTML orders and closes them). */
const links = (html: string) =>
  [...html.matchAll(/<link\b([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );

const browser = fileBrowser();

interface OpenOptions {
  context?: BrowserContextOptions;
  /** Runs in the page before any of its own scripts (stubs for window.open, clipboard, share). */
  init?: string;
  width?: number;
  /** false: JavaScript off (or a script that failed to load). */
  js?: boolean;
}

/** Opens a page as a visitor does: tests act as soon as what they need is painted. */
async function open(path: string, { context, init, width = 1280, js = true }: OpenOptions = {}) {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: js,
    ...context,
  });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  if (init) await page.addInitScript(init);
  await page.goto(baseURL + path, { waitUntil: "commit" });
  return { page, errors, context: ctx, close: () => ctx.close() };
}

/** The Web Share API removed, so the menu is the same on every machine (Share… has its own tests). */
const NO_WEB_SHARE = "delete Navigator.prototype.share;";

const shareButton = (page: Page) => page.getByRole("button", { name: "Share", exact: true });
const menu = (page: Page) => page.getByRole("group", { name: "Share this article" });

/** Opens the Share menu with a pointer press on its button, as soon as the button is painted. */
const openMenu = async (page: Page) => {
  await shareButton(page).click();
  await menu(page).waitFor({ state: "visible" });
};

const menuItem = (page: Page, name: string) =>
  menu(page)
    .getByRole("link", { name, exact: true })
    .or(menu(page).getByRole("button", { name, exact: true }));

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
    // (React writes dateTime; the build's HTML pass may write it in lower case: the same to HTML.)
    expect(html).toMatch(
      new RegExp(`<time date[Tt]ime="${insight.date}">[A-Z][a-z]+ \\d+, 2024</time>`),
    );
    expect(links(html).filter((l) => l.rel === "canonical")).toEqual([
      { rel: "canonical", href: url },
    ]);
    expect(links(html)).toContainEqual({
      rel: "alternate",
      type: "application/rss+xml",
      title: "H2 Insights",
      href: "/insights/feed.xml",
    });

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

  it.each([
    ["straight after load", true],
    ["with JavaScript off", false],
  ])(
    "opens the Share menu %s; every option is a link to this article's share address",
    async (_, js) => {
      const { page, errors, context, close } = await open(insight.link, { js, init: NO_WEB_SHARE });
      const enc = encodeURIComponent(url);
      // The networks' pages are stood in for: this machine has no internet.
      await context.route(/^https:\/\/(twitter|www\.linkedin|www\.facebook)\.com\//, (r) =>
        r.fulfill({ contentType: "text/html", body: "<title>shared</title>" }),
      );
      await openMenu(page);
      // Copy Link is shown by the page's script as it comes, in the open menu.
      if (js) await menuItem(page, "Copy Link").waitFor({ state: "visible" });
      const names = await menu(page).locator("a, button").filter({ visible: true }).allInnerTexts();
      expect(names.map((n) => n.replace(/\s*\(opens in a new tab\)/, ""))).toEqual(
        js
          ? [
              "Share on Twitter",
              "Share on LinkedIn",
              "Share on Facebook",
              "Share via Email",
              "Copy Link",
            ]
          : ["Share on Twitter", "Share on LinkedIn", "Share on Facebook", "Share via Email"],
      );
      const expected = {
        "Share on Twitter": `https://twitter.com/intent/tweet?url=${enc}&text=${encodeURIComponent(insight.title)}`,
        "Share on LinkedIn": `https://www.linkedin.com/sharing/share-offsite/?url=${enc}`,
        "Share on Facebook": `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
      };
      for (const [name, href] of Object.entries(expected)) {
        // A link chosen closes the menu (with script; without, it stays open behind the tab).
        if (!(await menu(page).isVisible())) await openMenu(page);
        const link = menuItem(page, `${name} (opens in a new tab)`);
        await expect(link.getAttribute("rel")).resolves.toBe("noreferrer");
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
        const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
        expect(tab.url()).toBe(href);
        // Without an opener, the network's page cannot reach back into ours.
        await expect(tab.evaluate(() => window.opener)).resolves.toBeNull();
        await tab.close();
      }
      if (!(await menu(page).isVisible())) await openMenu(page);
      const mail = await menuItem(page, "Share via Email").getAttribute("href");
      const mailUrl = new URL(mail!);
      expect(mailUrl.protocol).toBe("mailto:");
      expect(mail).not.toMatch(/[ \n]/); // URL-encoded
      expect(mailUrl.searchParams.get("subject")).toBe(insight.title);
      const body = decodeURIComponent(mail!.split("&body=")[1]!);
      expect(body).toBe(`${insight.title}\n\n${insight.excerpt}\n\nRead the article: ${url}`);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe("share menu from the keyboard", () => {
  it("Enter opens it, Tab walks into it, Escape closes it and focus returns to the button", async () => {
    const { page, close } = await open(insights[0]!.link, { init: NO_WEB_SHARE });
    await shareButton(page).focus();
    await page.keyboard.press("Enter");
    await menu(page).waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Share on Twitter (opens in a new tab)",
    );
    await page.keyboard.press("Escape");
    await menu(page).waitFor({ state: "hidden" });
    await expect(shareButton(page).evaluate((b) => b === document.activeElement)).resolves.toBe(
      true,
    );
    await close();
  });
});

describe("copy link", () => {
  const insight = insights.find((i) => i.slug === "portfolio-management-rapid-change")!;

  it("copies the canonical URL on the first tap after load, confirms, and resets the label after 2 s", async () => {
    const { page, errors, close } = await open(insight.link, {
      context: { permissions: ["clipboard-read", "clipboard-write"] },
    });
    await openMenu(page);
    // The open menu passes axe.
    expect(await axeViolations(page)).toEqual([]);
    await menuItem(page, "Copy Link").click();
    const copiedAt = Date.now();
    const copied = menuItem(page, "Link Copied!");
    await copied.waitFor({ state: "visible" });
    await expect(copied.locator('svg path[d="M20 6 9 17l-5-5"]').count()).resolves.toBe(1);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      canonical(insight.link),
    );
    // The toast comes from the page's own small script (no React on an article), announced.
    const toast = page.locator("[data-toast]");
    await toast.filter({ hasText: "Link copied!" }).waitFor();
    await expect(toast.textContent()).resolves.toContain(
      "Article link has been copied to your clipboard.",
    );
    await expect(toast.getAttribute("data-type")).resolves.toBe("success");
    await expect(toast.getAttribute("role")).resolves.toBe("status");
    await expect(
      page.getByRole("list", { name: "Notifications" }).getByRole("status").count(),
    ).resolves.toBe(1);
    await menuItem(page, "Copy Link").waitFor({ state: "visible", timeout: 5000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1900);
    await expect(copied.isVisible()).resolves.toBe(false);
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
    const toast = page.locator("[data-toast]").filter({ hasText: "Failed to copy" });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(
      "Please copy the link manually from your browser.",
    );
    await expect(toast.getAttribute("data-type")).resolves.toBe("error");
    // An error is announced at once.
    await expect(toast.getAttribute("role")).resolves.toBe("alert");
    await expect(menuItem(page, "Copy Link").isVisible()).resolves.toBe(true);
    await expect(menuItem(page, "Link Copied!").isVisible()).resolves.toBe(false);
    await close();
  });
});

describe("native share", () => {
  const insight = insights.find((i) => i.slug === "devops-integration-strategies")!;

  it("offers Share… where the Web Share API exists and passes the article to it, on the first tap", async () => {
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
    const { page, close } = await open(insight.link, { init: NO_WEB_SHARE });
    await openMenu(page);
    // Shown by the page's script, as it comes (after the first paint), in the open menu.
    await menuItem(page, "Copy Link").waitFor({ state: "visible" });
    await expect(menuItem(page, "Share…").isVisible()).resolves.toBe(false);
    await close();
  });
});

describe("article layout", () => {
  it.each([1280, 390])(
    "the hero is at least 60 percent of the viewport height at %i px",
    async (width) => {
      const { page, close } = await open("/insights/agile-transformation", { width });
      await page.locator("article > header").waitFor();
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

  it("follows an internal link in the article body pressed the moment it is painted", async () => {
    const { page, errors, close } = await open("/insights/agile-coaching-roi");
    await page.locator(".prose-article a[href='/contact']").click();
    await page.waitForURL(`${baseURL}/contact`);
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("once the page's script has run, an internal link in the article body still loads the linked page whole", async () => {
    const { page, errors, close } = await open("/insights/agile-coaching-roi");
    // The subject: no script of the page takes links over (there is no client-side router);
    // the share script marks <html> once it has run.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-can-copy"));
    const sameDocument = await markDocument(page);
    await page.locator(".prose-article a[href='/contact']").click();
    await page.waitForURL(`${baseURL}/contact`);
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    // A new document: the browser loaded /contact from its own HTML.
    await expect(sameDocument()).resolves.toBe(false);
    await expect(page.getByRole("form", { name: "Contact form" }).count()).resolves.toBe(1);
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
    // Printing comes after the page has loaded, its stylesheets with it.
    await page.waitForLoadState("load");
    await expect(shareButton(page).isVisible()).resolves.toBe(true);
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
        // The Share button is drawn (not just styled): nothing to press on paper.
        share: [...document.querySelectorAll("main button")].some(
          (b) => b.textContent?.trim() === "Share" && b.getClientRects().length > 0,
        ),
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
