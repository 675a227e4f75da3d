import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyCheckout } from "../tests/e2e/support/checkout";
import { checkLandingRoutes, landingRouteClashes } from "./route-clash";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout holding only these files (paths from its root). */
function checkout(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "h2-routes-"));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), "");
  }
  return dir;
}

const page = "content/landing/pages/cto-briefing.json";
const route = "app/pages/lp/[slug].astro";

describe("landing page addresses", () => {
  it("this checkout's landing pages take no address another route serves", () => {
    expect(landingRouteClashes()).toEqual([]);
  });

  it("a page beside the landing route's own, an index or a public file: each clash names both", () => {
    const root = checkout(
      page,
      "content/landing/pages/q4-event.json",
      "content/landing/pages/spring-offer.json",
      route,
      "app/pages/lp/cto-briefing.astro",
      "app/pages/lp/q4-event/index.astro",
      "public/lp/spring-offer/index.html",
      "app/pages/lp/feed.xml.ts",
      "app/pages/[service].astro",
    );
    expect(landingRouteClashes(root)).toEqual([
      `/lp/cto-briefing: ${page} and app/pages/lp/cto-briefing.astro both serve this address`,
      "/lp/q4-event: content/landing/pages/q4-event.json and app/pages/lp/q4-event/index.astro both serve this address",
      "/lp/spring-offer: content/landing/pages/spring-offer.json and public/lp/spring-offer/index.html both serve this address",
    ]);
    expect(() => checkLandingRoutes(root)).toThrow(
      `/lp/cto-briefing: ${page} and app/pages/lp/cto-briefing.astro both serve this address`,
    );
  });

  it("another dynamic route that could serve the address clashes too; one elsewhere does not", () => {
    const clash = checkout(page, route, "app/pages/[section]/[slug].astro");
    expect(landingRouteClashes(clash)).toEqual([
      `/lp/cto-briefing: ${page} and app/pages/[section]/[slug].astro both serve this address`,
    ]);
    const apart = checkout(page, route, "app/pages/blog/[slug].astro", "app/pages/lp.astro");
    expect(landingRouteClashes(apart)).toEqual([]);
  });
});

describe("the build", () => {
  it("fails before building anything when a landing page's address is taken, naming both", () => {
    const dir = copyCheckout();
    dirs.push(dir);
    writeFileSync(join(dir, "app/pages/lp/cto-briefing.astro"), "---\n---\n<p>Taken</p>\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: dir,
      env: { ...process.env, BUILD_DIR: join(dir, "build") },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      `/lp/cto-briefing: ${page} and app/pages/lp/cto-briefing.astro both serve this address`,
    );
    expect(existsSync(join(dir, "build/client"))).toBe(false);
  }, 60_000);
});
