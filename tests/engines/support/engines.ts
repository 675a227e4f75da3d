import { mkdirSync } from "node:fs";
import type { Browser } from "puppeteer-core";
import { afterAll, afterEach, inject } from "vitest";
import { launchPuppeteer, puppeteerVisitor } from "./puppeteer-visitor";
import type { Control, EngineName, Mode, Role, Visitor } from "./visitor";
import { webkitVisitor } from "./webkit-visitor";

/** The address a visitor in this mode reaches the site at. */
export function siteURL(mode: Mode) {
  if (mode === "policy" || mode === "failed") return inject("blockedURL")[mode];
  return inject("baseURL");
}

/**
 * Visitors for a test file: browsers are launched once per engine (and per script switch where
 * it is browser-wide) and closed after the file; each visitor (a fresh profile) after its test.
 * `urls`: where each mode reaches the site, when a file serves a site of its own.
 */
export function fileVisitors(urls: (mode: Mode) => string = siteURL) {
  const browsers = new Map<string, Promise<Browser>>();
  const open: Visitor[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((v) => v.close()));
  });
  afterAll(async () => {
    for (const b of browsers.values()) await (await b).close();
  });
  return async function visitor(engine: EngineName, mode: Mode): Promise<Visitor> {
    let v: Visitor;
    if (engine === "webkit") {
      v = await webkitVisitor(inject("webkitDriverPort"), mode, urls(mode));
    } else {
      const key = `${engine}:${engine === "firefox" && mode === "off" ? "off" : "on"}`;
      if (!browsers.has(key)) browsers.set(key, launchPuppeteer(engine, key.endsWith("off")));
      v = await puppeteerVisitor(engine, await browsers.get(key)!, mode, urls(mode));
    }
    open.push(v);
    return v;
  };
}

/** Where a view saved to look at goes (test-results/engines/NAME.png), its folder made. */
export function shotPath(name: string): string {
  mkdirSync("test-results/engines", { recursive: true });
  return `test-results/engines/${name}.png`;
}

/** Polls until `check` gives a value that is not false, null or undefined. */
export async function until<T>(
  check: () => Promise<T>,
  what: string,
  timeout = 10_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < end) {
    try {
      last = await check();
      if (last !== false && last !== null && last !== undefined) return last as NonNullable<T>;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what} (last: ${String(last)})`);
}

/**
 * The control the moment it is painted: found in the accessibility tree, shown, with a box that
 * has stopped moving (a sheet sliding in is tapped where the eye sees it, as Playwright does).
 */
export function painted(v: Visitor, role: Role, name: string, within?: string): Promise<Control> {
  let last = "";
  return until(async () => {
    const c = await v.find(role, name, within);
    const box = c && (await c.visible()) ? await c.box() : null;
    const seen = JSON.stringify(box);
    const still = box !== null && seen === last && !(await c?.moving?.());
    last = seen;
    return still ? c : undefined;
  }, `${role} "${name}" painted in ${v.engine} (${v.mode})`);
}

/** The page's path once it is `path` (after a tap that navigates). */
export function arrivedAt(v: Visitor, path: string) {
  return until(
    async () => (await v.read<string>("location.pathname")) === path,
    `${v.engine} (${v.mode}) to arrive at ${path}`,
  );
}
