// Astro islands: React reaches the browser only as an island, the blog listing's (`client:touch`).
// The inquiry and newsletter forms are no islands: each page with a form carries the form's own
// small script (and the validator) from its first load, and no React (docs/forms.md). These
// tests are about what loads and when, so they may wait for it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as lucide from "lucide-react";
import type { Page, Request } from "playwright-core";
import type { ElementType } from "react";
import { describe, expect, inject, it } from "vitest";
import { drawnPaths, iconSvg } from "../../app/components/site/icon-svg.server";
import { iconNames } from "../../content/icons";
import { buildDir } from "../../scripts/build";
import { filesUnder } from "../../scripts/files";
import { lucideImportedNames } from "../../scripts/lucide-direct-imports";
import { fileBrowser } from "./support/browser";
import { thankedWithoutScript } from "./support/contact";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

// ---- What the build ships: each page's scripts, read from its HTML and followed through their
// static imports (a dynamic import() is a later load, not followed).
const client = join(buildDir, "client");
const code = (url: string) => readFileSync(join(client, url), "utf8");
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

/** The modules `urls` bring in as they run: themselves and their static imports, transitively. */
function withStaticImports(urls: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const m of code(url).matchAll(STATIC_IMPORT))
      visit(new URL(m[1]!, `http://site${url}`).pathname);
  };
  for (const url of urls) visit(url);
  return [...seen];
}

const htmlOf = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");

/** The script files a page runs as it loads: its module scripts and what they import. */
function loadScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const inline = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)]
    .flatMap((m) => [...m[1]!.matchAll(STATIC_IMPORT)])
    .map((m) => new URL(m[1]!, "http://site/").pathname);
  return withStaticImports([...srcs, ...inline]);
}

/** The page's inline scripts (Astro's island runtime and directives among them). */
const inlineScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src|type="(?:application\/ld\+json|speculationrules)"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1]!)
    .join("\n");

/** Each island on a page: its component's name, its component's file and its renderer's. */
function islandsOf(html: string) {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
    return {
      name: attr("component-export"),
      component: attr("component-url"),
      renderer: attr("renderer-url"),
    };
  });
}

/** Each island on a page (by its component) and the files its hydration loads. */
function islandScripts(html: string): Map<string, string[]> {
  return new Map(
    islandsOf(html).map((i) => [
      i.name,
      withStaticImports([i.component, i.renderer].filter(Boolean)),
    ]),
  );
}

const assetFiles = readdirSync(join(client, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `/assets/${f}`);
// The validator's signature in its minified build.
const ZOD = /jitless/;
const zodFiles = new Set(assetFiles.filter((u) => ZOD.test(code(u))));
const everyIsland = pagePaths.flatMap((p) => islandsOf(htmlOf(p)));
/** What only islands may bring: React (the renderer and what it imports), the islands' components. */
const islandCode = new Set([
  ...withStaticImports([...new Set(everyIsland.map((i) => i.renderer))]),
  ...everyIsland.map((i) => i.component),
]);
const REACT_RENDERER = /\/assets\/client\.[\w-]+\.js$/;
const FORMS_SCRIPT = /\/assets\/form-scripts\.[\w-]+\.js$/;
const hasForm = (html: string) => /<form data-module="[\w-]+-form"/.test(html);

// ---- In the browser.

/** A page that records the script files it requests and anything reported as an error. */
async function open(width: number, height = 844) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".js")) scripts.push(new URL(r.url()).pathname);
  });
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, scripts, errors };
}

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
/** Whether a form's script has taken it over (the page's script marks it `data-module-started`). */
const isLive = (page: Page, name: string) =>
  page.getByRole("form", { name }).evaluate((f) => f.hasAttribute("data-module-started"));

/** Long enough for a misplaced trigger to have started a load (two frames and a pause). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500))),
      ),
  );
}

/** One inquiry, by the labels of the form's fields. */
const INQUIRY = {
  "Full name": "Maya Fernandes",
  "Business email": "maya@northwind-logistics.com",
  "Company name": "Northwind Logistics",
  Message: "We'd like a dedicated team of six engineers for routing.",
};

describe("islands", () => {
  it("no page loads React or an island's code as it opens", () => {
    // What the check looks for is in the build (so that finding none of it can fail).
    expect([...islandCode].some((u) => REACT_RENDERER.test(u))).toBe(true);
    const eager = pagePaths.flatMap((path) =>
      loadScripts(htmlOf(path))
        .filter((u) => islandCode.has(u))
        .map((u) => `${path} ${u}`),
    );
    expect(eager).toEqual([]);
  });

  it("a page without forms loads no React at all, even read to its end", async () => {
    const { page, scripts, errors } = await open(390);
    const path = "/insights";
    expect(islandScripts(htmlOf(path)).size).toBe(0);
    await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
    // The visitor reads down the whole page.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
    await expect
      .poll(() =>
        page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2),
      )
      .toBe(true);
    await page.waitForLoadState("networkidle");
    await settle(page);
    expect(scripts.length).toBeGreaterThan(0); // the page's own enhancement script
    expect(scripts.filter((s) => REACT_RENDERER.test(s) || islandCode.has(s))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the home page brings its form's script after its first paint, never React, and the form answers at once", async () => {
    const { page, scripts, errors } = await open(390);
    await page.goto(`${baseURL}/`, { waitUntil: "load" });
    // Fetched once the page has painted, before anyone nears the form far down the page.
    await expect.poll(() => isLive(page, "Contact form")).toBe(true);
    expect(scripts.some((s) => FORMS_SCRIPT.test(s))).toBe(true);
    expect(scripts.some((s) => zodFiles.has(s))).toBe(true);
    // The web manifest's link, held back in a <template> until then, is in the head too.
    expect(await page.locator('head > link[rel="manifest"]').count()).toBe(1);
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await page.getByText("Name must be at least 2 characters").waitFor();
    // Read to its end: still no React.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    await settle(page);
    expect(scripts.filter((s) => REACT_RENDERER.test(s) || islandCode.has(s))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a form whose script cannot be fetched keeps the page and what was typed, and still sends (as plain HTML)", async () => {
    const { page, errors } = await open(1280, 900);
    // Offline, or a deploy replaced the files this page was built with.
    const failed: string[] = [];
    page.on("requestfailed", (r) => failed.push(new URL(r.url()).pathname));
    await page.route(FORMS_SCRIPT, (route) => route.abort());
    const posts: Request[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/contact")) posts.push(r);
    });
    await page.goto(`${baseURL}/contact`, { waitUntil: "load" });
    const f = form(page);
    for (const [label, value] of Object.entries(INQUIRY)) await f.getByLabel(label).fill(value);
    // The form did ask for its code, and did not get it.
    await expect.poll(() => failed.some((u) => FORMS_SCRIPT.test(u))).toBe(true);
    await settle(page);
    // The page is still the page (no error screen, no alarm), and the typing is still there.
    await expect(page.locator("h1").textContent()).resolves.toBe("Contact");
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    for (const [label, value] of Object.entries(INQUIRY))
      await expect(f.getByLabel(label).inputValue()).resolves.toBe(value);
    expect(await isLive(page, "Contact form")).toBe(false);
    // Held for a script that never comes, then posted as plain HTML.
    await f.getByRole("button", { name: /send inquiry/i }).click();
    await thankedWithoutScript(page);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    // Nothing went wrong but the fetches themselves (no crash, no hydration error).
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
    await page.context().close();
  });

  it("keeps an address typed before the newsletter form's script arrived, and subscribes it", async () => {
    const { page, errors } = await open(1280);
    // The script is held until the address is typed, however long typing takes on a busy machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/form-scripts\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent: unknown[] = [];
    await page.route("**/api/newsletter", (route) => {
      sent.push(JSON.parse(route.request().postData() ?? "{}"));
      return route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
    });
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    const signup = page.getByRole("form", { name: "Newsletter signup" });
    await signup.getByLabel("Email address").fill("maya@northwind-logistics.com");
    expect(await isLive(page, "Newsletter signup")).toBe(false);
    release();
    // the subject: typing kept until the script takes over
    await expect.poll(() => isLive(page, "Newsletter signup"), { timeout: 10_000 }).toBe(true);
    await expect(signup.getByLabel("Email address").inputValue()).resolves.toBe(
      "maya@northwind-logistics.com",
    );
    await signup.getByRole("button", { name: "Subscribe" }).click();
    // Sent by the script (JSON), not posted as a plain form.
    await expect
      .poll(() => sent)
      .toEqual([
        {
          email: "maya@northwind-logistics.com",
          attribution: expect.objectContaining({ pages_seen: 1 }),
        },
      ]);
    expect(new URL(page.url()).pathname).toBe("/blog");
    // Recorded as the request leaves; the box clears once its answer is in.
    await expect.poll(() => signup.getByLabel("Email address").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("what pages load", () => {
  it("no page brings the validator before its first paint (a form's script fetches it after); no island brings it", () => {
    expect(zodFiles.size).toBeGreaterThan(0);
    const wrong = pagePaths.flatMap((path) => {
      const urls = loadScripts(htmlOf(path));
      expect(urls.length, path).toBeGreaterThan(0);
      return urls.some((u) => zodFiles.has(u)) ? [path] : [];
    });
    expect(wrong).toEqual([]);
    expect(pagePaths.filter((p) => hasForm(htmlOf(p))).length).toBeGreaterThan(0);
    const carrying = new Map<string, boolean>();
    for (const path of pagePaths)
      for (const [name, urls] of islandScripts(htmlOf(path)))
        carrying.set(
          name,
          urls.some((u) => zodFiles.has(u)),
        );
    expect(Object.fromEntries(carrying)).toEqual({ BlogBrowser: false });
  });

  it("the blog listing wakes for a focus that came inside it before its trigger listened", async () => {
    const { page, errors } = await open(1280, 900);
    // The moment held open: Astro's `client:touch` directive is kept from the island until
    // released (the island then starts as it does when the directive arrives late), and the
    // page's script is held too, so nothing else can wake the listing.
    await page.addInitScript(() => {
      const astro: Record<string, unknown> = {};
      let touch: unknown;
      let released = false;
      Object.defineProperty(astro, "touch", {
        get: () => (released ? touch : undefined),
        set: (directive) => {
          touch = directive;
        },
      });
      Object.assign(window, { Astro: astro });
      addEventListener("astro:touch", (e) => released || e.stopImmediatePropagation(), true);
      Object.assign(window, {
        releaseTouch: () => {
          released = true;
          dispatchEvent(new Event("astro:touch"));
        },
      });
    });
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((r) => {
      releaseScript = r;
    });
    await page.route(/\/assets\/page-script\.[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${baseURL}/blog/category/team-building`, { waitUntil: "load" });
    const island = page.locator("astro-island");
    // A keyboard visitor tabs into the listing (its category links; the search box waits for
    // the page's script).
    const inside = () =>
      page.evaluate(() => document.activeElement?.closest("astro-island") != null);
    for (let i = 0; i < 40 && !(await inside()); i++) await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
    await settle(page);
    expect(await island.getAttribute("ssr")).not.toBeNull(); // nothing woke it yet
    await page.evaluate(() => (window as unknown as { releaseTouch: () => void }).releaseTouch());
    // Astro's own signal: the island drops `ssr` once React has hydrated it.
    await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"), undefined, {
      timeout: 15_000,
    });
    expect(await inside()).toBe(true); // the visitor's focus stays where it was
    releaseScript();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a page without a form requests no validator, read to its end", async () => {
    const { page, scripts } = await open(390);
    await page.goto(`${baseURL}/insights`, { waitUntil: "load" });
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    await settle(page);
    expect(scripts.filter((s) => zodFiles.has(s))).toEqual([]);
    await page.context().close();
  });

  it("no page ships an icon only content names as code; those come drawn, in its HTML", () => {
    const lucideIcons = new Map(Object.entries(lucide) as [string, ElementType][]);
    // Icons our components import by name are code, rightly; the rest only content names
    // (drawn at build by the one module that imports them all, icon-svg.server.ts).
    const imported = new Set(
      filesUnder("app")
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith("icon-svg.server.ts"))
        .flatMap((f) => lucideImportedNames(readFileSync(f, "utf8")))
        .map((name) => drawnPaths(lucideIcons.get(name)!)),
    );
    const contentOnly = iconNames
      .map((name) => ({ name, svg: iconSvg(name) }))
      .filter((icon) => !imported.has(icon.svg))
      // Drawn by code, each of an icon's shapes is an object literal in it: d:"…" or
      // cx:"9",cy:"7",r:"4" (one shape alone may be another icon's too).
      .map((icon) => ({
        ...icon,
        shapes: [...icon.svg.matchAll(/<\w+ ([^>]*?)\/?>/g)].map((m) =>
          [...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => `${k}:"${v}"`).join(","),
        ),
      }));
    // The check has something to find: most content icons are named by content alone.
    expect(contentOnly.length).toBeGreaterThan(40);
    // The same markup however it was serialised (<path …></path> or <path …/>).
    const selfClosed = (markup: string) =>
      markup.replace(/<(\w+)((?:\s[^>]*?)?)\s*(?:\/>|><\/\1>)/g, "<$1$2/>");
    const found: string[] = [];
    let drawn = 0;
    for (const path of pagePaths) {
      const html = htmlOf(path);
      const markup = selfClosed(html);
      // Everything the page can run: its scripts, its islands' code, its inline scripts.
      const urls = new Set([...loadScripts(html), ...[...islandScripts(html).values()].flat()]);
      const all = [...[...urls].map(code), inlineScripts(html)].join("\n");
      for (const icon of contentOnly) {
        if (markup.includes(selfClosed(icon.svg))) drawn++;
        if (icon.shapes.every((shape) => all.includes(shape))) found.push(`${path}: ${icon.name}`);
      }
    }
    // And the pages do draw them: the service, company and sector pages show many.
    expect(drawn).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
