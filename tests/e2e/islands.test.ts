// Islands (~/components/site/island): the inquiry and newsletter forms hydrate with their own
// code (validation), loaded as they near the screen, after the page itself is live. These tests
// are about hydration itself, so they may wait for it; until then the forms post as plain HTML
// (tests/e2e/contact-form.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as lucide from "lucide-react";
import type { Page } from "playwright-core";
import type { ElementType } from "react";
import { describe, expect, inject, it } from "vitest";
import { ISLAND_ATTR, LIVE_ATTR } from "../../app/lib/hydration";
import { drawnPaths, iconNames, iconSvg } from "../../content/icons.server";
import { buildDir } from "../../scripts/build";
import { hydrationModuleUrls } from "../../scripts/defer-hydration";
import { filesUnder } from "../../scripts/files";
import { lucideImportedNames } from "../../scripts/lucide-direct-imports";
import { fileBrowser } from "./support/browser";
import { waitForHydration } from "./support/page";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

const FORM_CODE = /\/assets\/contact-form-[\w-]+\.js$/;

/** A page that records the script files it requests and anything React reports as an error. */
async function open(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => r.url().endsWith(".js") && scripts.push(r.url()));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, scripts, errors };
}

const island = (page: Page, name: string) => page.locator(`[${ISLAND_ATTR}="${name}"]`);
const isLive = async (page: Page, name: string) =>
  (await island(page, name).getAttribute(LIVE_ATTR)) !== null;
const waitLive = (page: Page, name: string) =>
  page.locator(`[${ISLAND_ATTR}="${name}"][${LIVE_ATTR}]`).waitFor({ state: "attached" });

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

/** One inquiry, by the labels of the form's fields. */
const INQUIRY = {
  "Full name": "Maya Fernandes",
  "Business email": "maya@northwind-logistics.com",
  "Company name": "Northwind Logistics",
  Message: "We'd like a dedicated team of six engineers for routing.",
};
describe("islands", () => {
  it("the home page hydrates without the form's code; it loads near the screen", async () => {
    const { page, scripts, errors } = await open(390);
    await page.goto(`${baseURL}/`, { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForTimeout(500);
    // The prerendered HTML stays in place: the form is on the page before its code is.
    await expect(form(page).getByLabel("Full name").count()).resolves.toBe(1);
    expect(await isLive(page, "contact-form")).toBe(false);
    expect(scripts.filter((s) => FORM_CODE.test(s))).toEqual([]);

    await form(page).scrollIntoViewIfNeeded();
    await waitLive(page, "contact-form");
    expect(scripts.some((s) => FORM_CODE.test(s))).toBe(true);
    // Live: leaving a required field empty shows the spec's message (react-hook-form at work).
    await form(page).getByLabel("Full name").focus();
    await form(page).getByLabel("Business email").focus();
    await page.getByText("Name must be at least 2 characters").waitFor();
    // No hydration mismatch or failed island anywhere on the way.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps an address typed before the newsletter form's code arrived, and subscribes it", async () => {
    const { page, errors } = await open(1280);
    await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const sent: unknown[] = [];
    await page.route("**/api/newsletter", (route) => {
      sent.push(JSON.parse(route.request().postData() ?? "{}"));
      return route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
    });
    await page.goto(`${baseURL}/blog`, { waitUntil: "load" });
    await waitForHydration(page);
    const signup = page.getByRole("form", { name: "Newsletter signup" });
    await signup.getByLabel("Email address").fill("maya@northwind-logistics.com");
    expect(await isLive(page, "newsletter-form")).toBe(false);
    await waitLive(page, "newsletter-form");
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => sent).toEqual([{ email: "maya@northwind-logistics.com" }]);
    // Recorded as the request leaves; the box clears once its answer is in.
    await expect.poll(() => signup.getByLabel("Email address").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a form whose code cannot be fetched keeps the page and what was typed, and still sends (as plain HTML)", async () => {
    const { page, errors } = await open(1280);
    // Offline, or a deploy replaced the files this page was built with.
    await page.route(FORM_CODE, (route) => route.abort());
    await page.goto(`${baseURL}/contact`, { waitUntil: "load" });
    await waitForHydration(page, { islands: false });
    const f = form(page);
    for (const [label, value] of Object.entries(INQUIRY)) await f.getByLabel(label).fill(value);
    await expect
      .poll(() => errors.some((e) => e.includes("The contact-form code did not load")))
      .toBe(true);
    // The page is still the page (no error screen, no alarm), and the typing is still there.
    await expect(page.locator("h1").textContent()).resolves.toBe("Contact");
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    await expect(f.getByLabel("Full name").inputValue()).resolves.toBe(INQUIRY["Full name"]);
    expect(await isLive(page, "contact-form")).toBe(false);
    await f.getByRole("button", { name: /send inquiry/i }).click();
    await page.waitForURL(`${baseURL}/contact/thank-you`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.context().close();
  });

  it("after a client navigation, an island loads at once", async () => {
    const { page, errors } = await open(1280);
    await page.goto(`${baseURL}/insights`, { waitUntil: "load" });
    await waitForHydration(page);
    await page.locator(`header a[href="/contact"]`).first().click();
    await page.waitForURL(`${baseURL}/contact`);
    await waitLive(page, "contact-form");
    await expect(form(page).getByLabel("Full name").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("what pages hydrate with", () => {
  const client = join(buildDir, "client");
  const code = (url: string) => readFileSync(join(client, url), "utf8");
  // The validator's signature in its minified build.
  const ZOD = /jitless/;

  it("no page hydrates with the validator; the form islands load it", () => {
    const withLibs = pagePaths
      .filter((path) => !path.endsWith(".xml") && path !== "*")
      .flatMap((path) => {
        const html = readFileSync(join(client, path, "index.html"), "utf8");
        const urls = hydrationModuleUrls(client, html);
        expect(urls.length, path).toBeGreaterThan(3);
        return urls.filter((u) => ZOD.test(code(u))).map((u) => `${path} ${u}`);
      });
    expect(withLibs).toEqual([]);
    // The islands' own chunks do carry them (so the check above can see them).
    const assets = readdirSync(join(client, "assets")).filter((f) => f.endsWith(".js"));
    const carrying = (re: RegExp) =>
      assets
        .filter((f) => re.test(code(`/assets/${f}`)))
        .map((f) => f.replace(/-[\w-]{8}\.js$/, ""));
    expect(carrying(ZOD)).toContain("field");
  });

  it("no page hydrates with an icon only content names; those come drawn, in its data", () => {
    const lucideIcons = new Map(Object.entries(lucide) as [string, ElementType][]);
    // Icons our components import by name are code, rightly; the rest only content names.
    const imported = new Set(
      filesUnder("app")
        .filter((f) => /\.tsx?$/.test(f))
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
    const found: string[] = [];
    let drawn = 0;
    for (const path of pagePaths) {
      const html = readFileSync(join(client, path, "index.html"), "utf8");
      const all = hydrationModuleUrls(client, html).map(code).join("\n");
      for (const icon of contentOnly) {
        if (html.includes(icon.svg)) drawn++;
        if (icon.shapes.every((shape) => all.includes(shape))) found.push(`${path}: ${icon.name}`);
      }
    }
    // And the pages do draw them: the service, company and sector pages show many.
    expect(drawn).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
