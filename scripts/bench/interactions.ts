// First-tap latency of each control, as a visitor on a phone feels it: Lighthouse's mobile
// profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down) through CDP, a real pointer at the
// control's centre the moment it is painted, then 1 s and 3 s later; from the tap to the first
// frame that shows the answer. Each tap alternates with one on its floor: a native <details> on
// a static page, or for a link, a plain link on a static page to a script-free copy of the page it
// opens. Fails when a control answers more than 100 ms later than its floor, or loses a tap.
// A control answered in its page is timed by the page itself (see `tapWatcher`); a link, whose
// answer is another page, from this process. With --against REF, a past release is built and
// tapped in turn too, and a control more than 50 ms slower than it was there fails (unless
// --accept gives the reason): a control judged against its own past, not only its floor.
//   npm run bench:interactions [-- --runs 5 --no-build --only <name> --samples --against REF --accept "why"]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { build, buildDir } from "../build";
import { launchChromium, MOBILE, serveBuiltSite, stopServer, throttleLikeAPhone } from "./harness";
import { prepareRef, resolveRef, type Served, serveCheckout } from "./ref-site";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "no-build": { type: "boolean" },
    only: { type: "string" },
    /** Every tap's figure, beside its floor's, as it comes. */
    samples: { type: "boolean" },
    /** A past release (commit, branch, tag) tapped in turn with today's tree. */
    against: { type: "string" },
    /** Why a control slower than on the release is expected (the run then passes). */
    accept: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const MOMENTS = [0, 1000, 3000];
/** How much later than the floor a control may answer. */
const MARGIN_MS = 100;
/** How much slower than on the release compared against a control may answer. */
const AGAINST_MS = 50;
/** A tap not answered by then is lost. */
const LOST_MS = 10_000;

interface Control {
  name: string;
  /** A link's answer is the next page: judged against a plain link to that page, not <details>. */
  link?: boolean;
  path: string;
  width: number;
  /** The control, as a visitor finds it. */
  find: (page: Page) => ReturnType<Page["locator"]>;
  /** In the page: whether the answer to the tap is on screen. */
  answered: () => boolean;
}

const controls: Control[] = [
  {
    name: "phone menu button (/, 390 px)",
    path: "/",
    width: 390,
    find: (p) => p.getByRole("button", { name: "Open menu" }),
    answered: () => Boolean(document.querySelector("#site-menu:popover-open")),
  },
  {
    name: "Services submenu toggle (/, 1280 px)",
    path: "/",
    width: 1280,
    find: (p) => p.getByRole("button", { name: "Our Services submenu" }),
    answered: () => Boolean(document.querySelector("#services-submenu:popover-open")),
  },
  {
    name: "FAQ question (/faq)",
    path: "/faq",
    width: 390,
    find: (p) => p.locator("details summary").first(),
    answered: () => Boolean(document.querySelector("details[open]")),
  },
  {
    name: "home carousel arrow (1280 px)",
    path: "/#insights-heading",
    width: 1280,
    find: (p) => p.getByRole("button", { name: "Next insights" }),
    answered: () => (document.querySelector("[data-carousel-track]")?.scrollLeft ?? 0) > 0,
  },
  {
    name: "blog category chip, DevOps (/blog)",
    link: true,
    path: "/blog",
    width: 390,
    find: (p) =>
      p
        .getByRole("navigation", { name: /categor/i })
        .getByRole("link")
        .nth(1),
    answered: () =>
      location.pathname.startsWith("/blog/category/") && document.readyState !== "loading",
  },
  {
    // Navigation: a full page load since the Astro move (prefetched by Speculation Rules on
    // hover or press), a client-side render before it. Click to the next page's heading.
    name: "header link to About Us (/ → /about, 1280 px)",
    link: true,
    path: "/",
    width: 1280,
    find: (p) =>
      p.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }),
    answered: () => location.pathname.startsWith("/about") && Boolean(document.querySelector("h1")),
  },
  {
    // An empty form sent: answered when the spec's first message shows under its field (held by
    // the page's first-paint catcher until the form's script is in, then checked by it).
    name: "contact form Send, empty (/contact, phone)",
    path: "/contact",
    width: 390,
    find: (p) =>
      p.getByRole("form", { name: "Contact form" }).getByRole("button", { name: /send inquiry/i }),
    answered: () => Boolean(document.querySelector("[data-field-error]:not([hidden])")),
  },
  {
    name: "lead form Send, empty (end of /about, phone)",
    path: "/about",
    width: 390,
    find: (p) =>
      p.getByRole("form", { name: "Contact form" }).getByRole("button", { name: /send inquiry/i }),
    answered: () => Boolean(document.querySelector("[data-field-error]:not([hidden])")),
  },
  {
    name: "article Share button (phone)",
    path: "/insights/agile-transformation",
    width: 390,
    find: (p) => p.getByRole("button", { name: "Share", exact: true }),
    answered: () => Boolean(document.querySelector("#share-menu:popover-open")),
  },
];

const FLOOR: Control = {
  name: "floor: native <details> on a static page",
  path: "/",
  width: 390,
  find: (p) => p.locator("summary"),
  answered: () => Boolean(document.querySelector("details[open]")),
};

/** Where a link's answer is a page of its own: the network's part of the wait. */
const LINK_TARGET = "/blog/category/devops";

const LINK_FLOOR: Control = {
  name: `floor: plain link to a script-free copy of ${LINK_TARGET}`,
  link: true,
  path: "/",
  width: 390,
  find: (p) => p.getByRole("link", { name: "Next page" }),
  answered: () =>
    location.pathname.startsWith("/blog/category/") && document.readyState !== "loading",
};

/**
 * A static site served apart: a page with a native <details> (the fastest a tap can be answered
 * here) and a plain link to a copy of LINK_TARGET without its scripts (the fastest a link can
 * bring that page), compressed like ours.
 */
function floorSite(clientDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), "h2-tap-floor-"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title>
<style>body{font:16px/1.5 system-ui;margin:2rem}summary,a{display:block;padding:1rem;border:1px solid #ccc;border-radius:1rem}</style></head>
<body><h1>Floor</h1><details><summary>What does a native disclosure cost?</summary><p>Nothing but the browser.</p></details>
<p><a href="${LINK_TARGET}">Next page</a></p></body></html>`,
  );
  const page = readFileSync(join(clientDir, LINK_TARGET, "index.html"), "utf8").replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/g,
    "",
  );
  mkdirSync(join(dir, LINK_TARGET), { recursive: true });
  const file = join(dir, LINK_TARGET, "index.html");
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  return dir;
}

/**
 * Run in the page before its own scripts: from the tap as the browser took it (the first
 * pointerdown's timestamp, so a tap that waits behind a busy main thread counts its wait) to the
 * end of the first frame that shows the answer, seen as the next frame beginning. Timed here, not
 * from this process: its own calls into a page still loading (Playwright's polling) queued
 * behind the page's after-paint work, 80–150 ms after the answer was drawn, none of it a
 * visitor's wait.
 */
function tapWatcher(answered: Control["answered"]): string {
  return `addEventListener("pointerdown", function (e) {
  var tapped = e.timeStamp, answered = ${answered.toString()};
  function frame() {
    if (!answered()) return requestAnimationFrame(frame);
    requestAnimationFrame(function () { window.__tapAnswered = performance.now() - tapped; });
  }
  requestAnimationFrame(frame);
}, { capture: true, once: true });`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One fresh visit (cold cache): waits for the control to be painted, then `delay`, then taps. */
async function tapOnce(browser: Browser, base: string, c: Control, delay: number) {
  const context = await browser.newContext({
    viewport: { width: c.width, height: c.width < 768 ? 844 : 900 },
    isMobile: c.width < 768,
    hasTouch: c.width < 768,
  });
  if (!c.link) await context.addInitScript(tapWatcher(c.answered));
  const page = await context.newPage();
  await throttleLikeAPhone(context, page);
  try {
    await page.goto(base + c.path, { waitUntil: "commit" });
    const control = c.find(page);
    // Painted: in the layout with a size, polled every frame.
    await control.waitFor({ state: "visible", timeout: 30_000 });
    await control.scrollIntoViewIfNeeded();
    if (delay) await page.waitForTimeout(delay);
    const box = await control.boundingBox();
    if (!box) throw new Error(`${c.name}: no box`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const started = Date.now();
    if (c.width < 768) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    try {
      if (c.link) {
        await page.waitForFunction(c.answered, undefined, { polling: "raf", timeout: LOST_MS });
        return Date.now() - started;
      }
      const took = await page.waitForFunction(
        () => (window as Window & { __tapAnswered?: number }).__tapAnswered,
        undefined,
        { polling: "raf", timeout: LOST_MS },
      );
      return Math.round(Number(await took.jsonValue()));
    } catch {
      return Number.POSITIVE_INFINITY; // lost
    }
  } finally {
    await context.close();
  }
}

if (!values["no-build"]) await build();
const site = await serveBuiltSite();
const floorDir = floorSite(`${buildDir}/client`);
const floor = await serveBuiltSite({}, floorDir);
const against = values.against ? resolveRef(values.against) : undefined;
const release: Served | undefined = against
  ? await serveCheckout(prepareRef(against.sha))
  : undefined;
const browser = await launchChromium();

interface Row {
  name: string;
  medians: number[];
  /** The floor's medians, tapped in turn with this control's taps. */
  floors: number[];
  /** With --against: the release's medians, tapped in turn too. */
  before: number[];
  lost: number;
}
const rows: Row[] = [];
const failures: string[] = [];
try {
  const chosen = values.only ? controls.filter((c) => c.name.includes(values.only!)) : controls;
  // Each control's taps alternate with its floor's, so both meet the machine in the same state:
  // on a shared 2-core machine a floor measured once, minutes earlier, moved by ±40 ms.
  for (const c of chosen) {
    const floorFor = c.link ? LINK_FLOOR : FLOOR;
    const row: Row = { name: c.name, medians: [], floors: [], before: [], lost: 0 };
    for (const delay of MOMENTS) {
      const samples: number[] = [];
      const floors: number[] = [];
      const before: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        floors.push(await tapOnce(browser, floor.url, floorFor, delay));
        if (release) before.push(await tapOnce(browser, release.url, c, delay));
        samples.push(await tapOnce(browser, site.url, c, delay));
      }
      if (values.samples)
        console.log(c.name, delay, samples.join(" "), "|", floors.join(" "), "|", before.join(" "));
      row.lost += samples.filter((s) => !Number.isFinite(s)).length;
      row.medians.push(median(samples));
      row.floors.push(median(floors));
      if (release) row.before.push(median(before));
    }
    rows.push(row);
    console.log(
      `${c.name}: ${row.medians.map((m, i) => `${m} ms (floor ${row.floors[i]})`).join(", ")}${row.lost ? `, ${row.lost} lost` : ""}`,
    );
  }
} finally {
  await browser.close();
  await release?.stop();
  for (const s of [site, floor]) await stopServer(s);
  rmSync(floorDir, { recursive: true, force: true });
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${ms} ms` : "lost");
console.log(
  `\nFirst tap answered after (median of ${RUNS}; mobile profile: ${MOBILE.cpu}x CPU, ${MOBILE.latency} ms RTT, 1.6 Mbps); in brackets, its floor in the same minutes: a native <details> on a static page, or for a link a plain link to a script-free copy of ${LINK_TARGET}\n`,
);
if (against) console.log(`After the floor, the same control on ${against.label}.\n`);
console.log("| control | +0 s | +1 s | +3 s |");
console.log("|---|---|---|---|");
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.medians.map((m, i) => `${fmt(m)} (${fmt(row.floors[i]!)}${against ? `; was ${fmt(row.before[i]!)}` : ""})`).join(" | ")} |`,
  );
const slower: string[] = [];
for (const row of rows)
  row.before.forEach((was, i) => {
    // A control the release did not have (or lost there) has no past to be judged against.
    if (Number.isFinite(was) && row.medians[i]! > was + AGAINST_MS)
      slower.push(
        `${row.name} at +${MOMENTS[i]! / 1000} s: ${fmt(row.medians[i]!)}, was ${fmt(was)} on ${against!.label}`,
      );
  });
if (slower.length && values.accept)
  console.log(`\naccepted (${values.accept}):\n  ${slower.join("\n  ")}`);
else for (const line of slower) failures.push(`${line} (more than ${AGAINST_MS} ms slower)`);
for (const row of rows) {
  if (row.lost) failures.push(`${row.name}: ${row.lost} tap(s) lost`);
  row.medians.forEach((m, i) => {
    const limit = row.floors[i]! + MARGIN_MS;
    if (m > limit)
      failures.push(
        `${row.name} at +${MOMENTS[i]! / 1000} s: ${fmt(m)} > floor + ${MARGIN_MS} ms (${fmt(limit)})`,
      );
  });
}
if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery control answers its first tap within 100 ms of the floor.");
