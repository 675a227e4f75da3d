import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes";
import {
  BOOT_ATTR,
  bootSource,
  type DeferredPage,
  deferHydration,
  deferHydrationInDir,
  enhancementSource,
  enhancementsFor,
  hydrationModuleUrls,
  IDLE_MS,
  MANIFEST_ATTR,
  manifestUrl,
  minifyScript,
  parseBoot,
  starterSource,
  takeHydrationData,
} from "./defer-hydration";

// The shape React Router 7 prerenders: modulepreloads in <head>; scroll restoration, context
// and one inline module bootstrap in <body>.
/** The enhancements are tested on a real DOM (app/enhance); here they only have to run. */
const ENHANCEMENTS = "void 0";

const SCROLL = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      window.history.replaceState({ key: "k1" }, "");
    }
  })("react-router-scroll-positions", null)`;
const CONTEXT = `window.__reactRouterContext = {"basename":"/","isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><h1>Hi</h1><script>${SCROLL}</script><script>${CONTEXT}</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const streamed = page.replace(
  "</body>",
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003c/p>\\"]\\n");</script></div><script>window.__reactRouterContext.streamController.close();</script></body>',
);

const deferred = (html: string, stylesheet?: string) => {
  const out = deferHydration(html, stylesheet);
  if (!out) throw new Error("page not deferred");
  return out;
};

type Listener = () => void;

const BOOT_URL = "/assets/boot-b.js";
const MANIFEST_URL = "/assets/hydrate-x.json";

interface FakeElement {
  rel: string;
  href: string;
  src: string;
  onload: null | Listener;
  onerror: null | Listener;
  remove: () => void;
}

/**
 * Runs the page's starter (minified, as pages carry it) for one deferred page against a fake
 * window; the boot script runs when the starter appends it (and loads as `bootStatus` says),
 * the manifest is served as `manifestStatus` says. Returns what they did, step by step.
 */
async function runStarter(
  deferredPage: DeferredPage,
  {
    search = "",
    manifestStatus = () => 200,
    bootStatus = () => 200,
  }: { search?: string; manifestStatus?: () => number; bootStatus?: () => number } = {},
) {
  const [starter, boot] = await Promise.all([
    minifyScript(starterSource(deferredPage.scrollRestoration ?? "", ENHANCEMENTS)),
    minifyScript(bootSource()),
  ]);
  const listeners = new Map<string, Listener[]>();
  const imported: string[] = [];
  const appended: string[] = [];
  const scripts: string[] = [];
  const elements: FakeElement[] = [];
  const fetched: string[] = [];
  const stream: string[] = [];
  const historyKeys: string[] = [];
  const timers: Listener[] = [];
  const delays: number[] = [];
  const win: Record<string, unknown> = {
    history: {
      state: null,
      replaceState: (s: { key: string }) => historyKeys.push(s.key),
    },
  };
  const attrs = new Set<string>();
  const docListeners = new Map<string, ((e: unknown) => void)[]>();
  const fake: Record<string, unknown> = {
    window: win,
    ReadableStream: function (
      this: { pipeThrough: () => unknown },
      source: { start: (c: unknown) => void },
    ) {
      source.start({
        enqueue: (x: string) => stream.push(x),
        close: () => stream.push("<closed>"),
      });
      this.pipeThrough = () => "<piped>";
    },
    TextEncoderStream: class {},
    console: { error: () => {} },
    sessionStorage: { getItem: () => null },
    document: {
      readyState: "loading",
      currentScript: { dataset: { hydrate: MANIFEST_URL, boot: BOOT_URL } },
      documentElement: {
        hasAttribute: (a: string) => attrs.has(a),
        removeAttribute: (a: string) => attrs.delete(a),
      },
      addEventListener: (e: string, fn: (e: unknown) => void) =>
        docListeners.set(e, [...(docListeners.get(e) ?? []), fn]),
      head: {
        // The starter appends the boot script; it runs (or fails) once "fetched".
        append: (el: FakeElement) => {
          scripts.push(el.src);
          timers.push(() => (bootStatus() === 200 ? run(boot) : el.onerror?.()));
        },
        appendChild: (f: { children: { href: string }[] }) =>
          appended.push(...f.children.map((l) => l.href)),
      },
      createDocumentFragment: () => {
        const children: { href: string }[] = [];
        return { children, appendChild: (l: { href: string }) => children.push(l) };
      },
      createElement: () => {
        const el: FakeElement = {
          rel: "",
          href: "",
          src: "",
          onload: null,
          onerror: null,
          remove: () => {},
        };
        elements.push(el);
        return el;
      },
    },
    addEventListener: (e: string, fn: Listener) =>
      listeners.set(e, [...(listeners.get(e) ?? []), fn]),
    removeEventListener: (e: string, fn: Listener) =>
      listeners.set(
        e,
        (listeners.get(e) ?? []).filter((f) => f !== fn),
      ),
    location: { search },
    setTimeout: (fn: Listener, ms = 0) => {
      delays.push(ms);
      timers.push(fn);
    },
    fetch: async (url: string) => {
      fetched.push(url);
      const status = manifestStatus();
      return {
        ok: status === 200,
        status,
        json: async () => JSON.parse(JSON.stringify(deferredPage.manifest)),
      };
    },
    __import: async (url: string) => {
      imported.push(url);
      return { url };
    },
  };
  // Both scripts read the window's globals bare (as browsers allow) and through `window`.
  for (const [k, v] of Object.entries(fake)) if (k !== "window") win[k] = v;
  // `import(` cannot be intercepted inside a Function body: route it through a fake.
  const run = (code: string) =>
    new Function(...Object.keys(fake), code.replace(/\bimport\(/g, "__import("))(
      ...Object.values(fake),
    );
  run(starter);
  const fire = (e: string) => {
    for (const fn of listeners.get(e) ?? []) fn();
  };
  const tick = () => new Promise((r) => setImmediate(r));
  /** Runs every timer, including those queued once a pending fetch or import settles. */
  const flushTimers = async () => {
    await tick();
    while (timers.length) {
      timers.shift()!();
      await tick();
    }
  };
  return {
    starter,
    win,
    attrs,
    historyKeys,
    imported,
    appended,
    scripts,
    elements,
    fetched,
    stream,
    delays,
    fire,
    flushTimers,
    listeners,
  };
}

describe("enhancements", () => {
  it("a page's starter carries the enhancements whose data attribute its HTML uses", async () => {
    expect(enhancementsFor('<li class="x" data-submenu=""><div data-faq="">')).toEqual([
      "menus",
      "faqKeys",
    ]);
    expect(enhancementsFor("<p>data-carousel in the text is not a component</p>")).toEqual([]);
    const faq = await enhancementSource(["faqKeys"]);
    const all = await enhancementSource();
    expect(faq).toContain("ArrowDown");
    expect(faq).not.toContain("scrollBy");
    expect(all).toContain("scrollBy");
    expect(all.length).toBeGreaterThan(faq.length * 2);
    expect(await enhancementSource([])).toBe("");
  });
});

describe("deferHydration", () => {
  it("leaves one inline script, the same on every page: the starter naming boot script and manifest", () => {
    const one = deferred(streamed).render("START", BOOT_URL, "/assets/hydrate-h.json");
    const other = deferred(page).render("START", BOOT_URL, "/assets/hydrate-o.json");
    expect(one).not.toContain('<link rel="modulepreload"');
    expect(one).not.toContain('type="module"');
    expect(one).not.toContain("streamController");
    expect(one).not.toContain("storageKey");
    expect(one).toContain("<h1>Hi</h1>");
    expect(one).toContain(
      `<script ${BOOT_ATTR}="${BOOT_URL}" ${MANIFEST_ATTR}="/assets/hydrate-h.json">START</script>`,
    );
    // Hydration still finds a <script> wherever React Router rendered one.
    expect(one.match(/<script/g)).toHaveLength(streamed.match(/<script/g)!.length);
    expect(inlineScriptHashes(one)).toHaveLength(1);
    expect(inlineScriptHashes(one)).toEqual(inlineScriptHashes(other));
    expect(manifestUrl(one)).toBe("/assets/hydrate-h.json");
  });

  it("puts modules, route ids, context and loader data in the manifest", () => {
    expect(deferred(streamed, "/assets/site-1.css").manifest).toEqual({
      modules: [
        "/assets/manifest-1.js",
        "/assets/entry.client-2.js",
        "/assets/root-3.js",
        "/assets/home-4.js",
      ],
      imports: ["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js"],
      routes: { root: "/assets/root-3.js", "routes/home": "/assets/home-4.js" },
      entry: "/assets/entry.client-2.js",
      context: { basename: "/", isSpaMode: false },
      stream: true,
      chunks: ['[{"_1":2},"loaderData","</p>"]\n'],
      stylesheet: "/assets/site-1.css",
    });
    expect(deferred(page).manifest.chunks).toBeNull();
  });

  it("runs React Router's scroll restoration as the page loads, and requests nothing", async () => {
    const boot = await runStarter(deferred(page));
    await boot.flushTimers();
    expect(boot.historyKeys).toEqual(["k1"]);
    expect(boot.scripts).toEqual([]);
    expect(boot.fetched).toEqual([]);
  });

  it("with no input, loads the boot script IDLE_MS after the load event, then everything in order", async () => {
    const boot = await runStarter(deferred(page));
    await boot.flushTimers();
    expect(boot.scripts).toEqual([]);
    boot.fire("load");
    expect(boot.delays).toContain(IDLE_MS);
    await boot.flushTimers();
    expect(boot.scripts).toEqual([BOOT_URL]);
    expect(boot.fetched).toEqual([MANIFEST_URL]);
    expect(boot.appended).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
    ]);
    expect(boot.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(boot.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("a URL with view state hydrates right after the load event", async () => {
    const filtered = await runStarter(deferred(page), { search: "?category=Delivery" });
    filtered.fire("load");
    expect(filtered.delays).not.toContain(IDLE_MS);
    await filtered.flushTimers();
    expect(filtered.imported).toHaveLength(4);
  });

  it("links the whole stylesheet with the modules and starts React only once it has loaded", async () => {
    const boot = await runStarter(deferred(page, "/assets/site-abc.css"));
    boot.fire("pointermove");
    await boot.flushTimers();
    expect(boot.appended[0]).toBe("/assets/site-abc.css");
    expect(boot.appended).toHaveLength(5);
    const sheet = boot.elements.find((e) => e.rel === "stylesheet");
    expect(sheet?.href).toBe("/assets/site-abc.css");
    expect(boot.imported).not.toContain("/assets/entry.client-2.js");
    sheet!.onload!();
    await boot.flushTimers();
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("takes the streamed loader data out of the page, leaving empty scripts", () => {
    const taken = takeHydrationData(streamed);
    expect(taken?.chunks).toEqual(['[{"_1":2},"loaderData","</p>"]\n']);
    expect(taken?.html).not.toContain("streamController.enqueue");
    expect(taken?.html).toContain('<div hidden id="S:0"><script></script></div><script></script>');
    expect(takeHydrationData(page.replace(/<script>window\.__react[^<]*<\/script>/, ""))).toBe(
      undefined,
    );
  });

  it("sets React Router's context and streams the loader data in before React starts", async () => {
    const boot = await runStarter(deferred(streamed));
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.win.__reactRouterContext).toMatchObject({ basename: "/", stream: "<piped>" });
    expect(boot.stream).toEqual(['[{"_1":2},"loaderData","</p>"]\n', "<closed>"]);
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("stays plain HTML when the manifest cannot be fetched, and tries again at the next input", async () => {
    let status = 503;
    const boot = await runStarter(deferred(page), { manifestStatus: () => status });
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.fetched).toHaveLength(1);
    expect(boot.imported).toEqual([]);
    status = 200;
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.scripts).toEqual([BOOT_URL]); // loaded once, started twice
    expect(boot.fetched).toHaveLength(2);
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("stays plain HTML when the boot script cannot be loaded, and tries again at the next input", async () => {
    let status = 503;
    const boot = await runStarter(deferred(page), { bootStatus: () => status });
    boot.fire("pointerdown");
    await boot.flushTimers();
    expect(boot.scripts).toEqual([BOOT_URL]);
    expect(boot.fetched).toEqual([]);
    status = 200;
    boot.fire("pointerdown");
    await boot.flushTimers();
    expect(boot.scripts).toEqual([BOOT_URL, BOOT_URL]);
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("starts at once when the visitor reaches for the page, and only once", async () => {
    const boot = await runStarter(deferred(page));
    boot.fire("keydown");
    boot.fire("pointerdown");
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
    expect(boot.appended).toHaveLength(4);
    boot.fire("load");
    await boot.flushTimers();
    expect(boot.scripts).toHaveLength(1);
    expect(boot.imported).toHaveLength(4);
    expect(boot.fetched).toHaveLength(1);
    expect(boot.listeners.get("keydown")).toEqual([]);
  });

  it("writes one boot script for the site and a manifest per page, and names what each loads", async () => {
    const dir = mkdtempSync(join(tmpdir(), "defer-"));
    try {
      mkdirSync(join(dir, "about"));
      writeFileSync(join(dir, "index.html"), streamed);
      writeFileSync(join(dir, "about", "index.html"), page.replaceAll("home-4", "about-5"));
      writeFileSync(join(dir, "plain.html"), "<html><body><script>var a=1</script></body></html>");
      expect(await deferHydrationInDir(dir, "/assets/site-1.css")).toBe(2);
      const home = readFileSync(join(dir, "index.html"), "utf8");
      const about = readFileSync(join(dir, "about", "index.html"), "utf8");
      const boot = new RegExp(`<script ${BOOT_ATTR}="([^"]+)"`).exec(home)?.[1];
      expect(boot).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
      expect(about).toContain(`<script ${BOOT_ATTR}="${boot}"`);
      expect(readFileSync(join(dir, boot!), "utf8")).toContain("__h2boot");
      // The starter is minified into the page, React Router's scroll restoration first.
      // The fixture pages use no enhancement: their starters carry none; the boot script all.
      expect(home).toContain(await minifyScript(starterSource(SCROLL, "")));
      expect(readFileSync(join(dir, boot!), "utf8")).toContain(await enhancementSource());
      expect(home).toContain('"react-router-scroll-positions"');
      expect(inlineScriptHashes(home)).toEqual(inlineScriptHashes(about));
      expect(manifestUrl(home)).not.toBe(manifestUrl(about));
      expect(hydrationModuleUrls(dir, about)).toEqual([
        boot,
        "/assets/manifest-1.js",
        "/assets/entry.client-2.js",
        "/assets/root-3.js",
        "/assets/about-5.js",
      ]);
      expect(hydrationModuleUrls(dir, "<html><body></body></html>")).toEqual([]);
      expect(readFileSync(join(dir, "plain.html"), "utf8")).toContain("var a=1");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves a page without React Router's bootstrap alone", () => {
    expect(deferHydration("<html><body><script>var a=1</script></body></html>")).toBeUndefined();
  });

  it("fails the build when React Router's scripts change shape", () => {
    expect(() => parseBoot('import "/a.js"; console.log(1); import("/b.js");')).toThrow(
      /unexpected bootstrap statement/,
    );
    expect(() => parseBoot('import "/a.js";')).toThrow(/without route modules or entry/);
    const twice = page.replace(
      "</body>",
      '<script type="module" async="">import("/x.js");</script></body>',
    );
    expect(() => deferHydration(twice)).toThrow(/more than one/);
    expect(() => deferHydration(page.replace(CONTEXT, "window.__reactRouterContext={};"))).toThrow(
      /0 context scripts/,
    );
    expect(() =>
      deferHydration(page.replace("</body>", `<script>${SCROLL}</script></body>`)),
    ).toThrow(/2 scroll-restoration scripts/);
    // The SPA fallback shell has no scroll restoration of its own.
    expect(deferHydration(page.replace(`<script>${SCROLL}</script>`, ""))?.scrollRestoration).toBe(
      undefined,
    );
    expect(() =>
      takeHydrationData(streamed.replace(/<script>window[^<]*close\(\);<\/script>/, "")),
    ).toThrow(/1 data chunks and 0 closes/);
  });

  it("fails the build when pages disagree on scroll restoration", async () => {
    const dir = mkdtempSync(join(tmpdir(), "defer-"));
    try {
      writeFileSync(join(dir, "a.html"), page);
      writeFileSync(join(dir, "b.html"), page.replace('"k1"', '"k2"'));
      await expect(deferHydrationInDir(dir)).rejects.toThrow(/differ in React Router's scroll/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
