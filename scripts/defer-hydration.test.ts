import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HYDRATED_ATTR } from "../app/lib/hydration";
import { inlineScriptHashes } from "./csp-hashes";
import {
  bootSource,
  type DeferredPage,
  deferHydration,
  deferHydrationInDir,
  hydrationModuleUrls,
  IDLE_MS,
  MANIFEST_ATTR,
  manifestUrl,
  parseBoot,
  takeHydrationData,
} from "./defer-hydration";

// The shape React Router 7 prerenders: modulepreloads in <head>; scroll restoration, context
// and one inline module bootstrap in <body>.
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

/**
 * Runs the shared boot script for one deferred page against a fake window (the manifest served
 * as `manifestStatus` says); returns what it did, step by step.
 */
function runBoot(
  deferredPage: DeferredPage,
  readyState: "loading" | "complete" = "loading",
  search = "",
  manifestStatus: () => number = () => 200,
) {
  const script = bootSource(deferredPage.scrollRestoration ?? "");
  const listeners = new Map<string, Listener[]>();
  const imported: string[] = [];
  const appended: string[] = [];
  const elements: { rel: string; href: string; onload: null | Listener }[] = [];
  const fetched: string[] = [];
  const stream: string[] = [];
  const historyKeys: string[] = [];
  const timers: Listener[] = [];
  const delays: number[] = [];
  const paintObservers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  const win: Record<string, unknown> = {
    history: {
      state: null,
      replaceState: (s: { key: string }) => historyKeys.push(s.key),
    },
  };
  const attrs = new Set<string>();
  const docListeners = new Map<string, ((e: unknown) => void)[]>();
  const mutationObservers: (() => void)[] = [];
  const fake = {
    window: win,
    MutationObserver: function (
      this: { observe: () => void; disconnect: () => void },
      cb: (m: unknown[], o: unknown) => void,
    ) {
      let live = false;
      this.observe = () => {
        live = true;
      };
      this.disconnect = () => {
        live = false;
      };
      mutationObservers.push(() => live && cb([], this));
    },
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
    document: {
      readyState,
      currentScript: {
        getAttribute: (a: string) => (a === MANIFEST_ATTR ? "/assets/hydrate-x.json" : null),
      },
      documentElement: { hasAttribute: (a: string) => attrs.has(a) },
      addEventListener: (e: string, fn: (e: unknown) => void) =>
        docListeners.set(e, [...(docListeners.get(e) ?? []), fn]),
      head: {
        appendChild: (f: { children: { href: string }[] }) =>
          appended.push(...f.children.map((l) => l.href)),
      },
      createDocumentFragment: () => {
        const children: { href: string }[] = [];
        return { children, appendChild: (l: { href: string }) => children.push(l) };
      },
      createElement: () => {
        const el = { rel: "", href: "", onload: null as null | Listener };
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
    requestAnimationFrame: (fn: Listener) => timers.push(fn),
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
  win.PerformanceObserver = Object.assign(
    function (
      this: { observe: () => void; disconnect: () => void },
      cb: (typeof paintObservers)[0],
    ) {
      paintObservers.push(cb);
      this.observe = () => {};
      this.disconnect = () => {};
    },
    { supportedEntryTypes: ["paint", "largest-contentful-paint"] },
  );
  // `import(` cannot be intercepted inside a Function body: route it through a fake.
  const body = script.replace(/\bimport\(/g, "__import(");
  new Function(...Object.keys(fake), body)(...Object.values(fake));
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
  const paint = () => {
    for (const cb of paintObservers) {
      cb({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
    }
  };
  /** Dispatches a DOM event on a fake target; returns whether its default was stopped. */
  const dispatch = (type: "submit" | "click", target: unknown) => {
    let prevented = false;
    const event = { target, preventDefault: () => (prevented = true) };
    for (const fn of docListeners.get(type) ?? []) fn(event);
    return prevented;
  };
  const submit = (form: { isConnected: boolean; requestSubmit: () => void }) =>
    dispatch("submit", form);
  const click = (target: unknown) => dispatch("click", target);
  const hydrate = () => {
    attrs.add(HYDRATED_ATTR);
    for (const notify of mutationObservers) notify();
  };
  return {
    win,
    historyKeys,
    imported,
    appended,
    elements,
    fetched,
    stream,
    delays,
    fire,
    flushTimers,
    paint,
    listeners,
    submit,
    click,
    hydrate,
  };
}

describe("deferHydration", () => {
  it("leaves no inline script with a body: one deferred boot script names the page's manifest", () => {
    const out = deferred(streamed).render("/assets/boot-b.js", "/assets/hydrate-h.json");
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).not.toContain("streamController");
    expect(out).not.toContain("storageKey");
    expect(out).toContain("<h1>Hi</h1>");
    expect(out).toContain(
      `<script src="/assets/boot-b.js" defer="" ${MANIFEST_ATTR}="/assets/hydrate-h.json"></script>`,
    );
    // Hydration still finds a <script> wherever React Router rendered one.
    expect(out.match(/<script/g)).toHaveLength(streamed.match(/<script/g)!.length);
    expect(inlineScriptHashes(out)).toEqual([]);
    expect(manifestUrl(out)).toBe("/assets/hydrate-h.json");
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

  it("runs React Router's scroll restoration as the page loads, before any input", () => {
    const boot = runBoot(deferred(page));
    expect(boot.historyKeys).toEqual(["k1"]);
    expect(boot.fetched).toEqual([]);
  });

  it("loads nothing before the load event and the first paint, then everything in order", async () => {
    const boot = runBoot(deferred(page));
    await boot.flushTimers();
    expect(boot.imported).toEqual([]);
    boot.fire("load");
    await boot.flushTimers();
    expect(boot.imported).toEqual([]);
    boot.paint();
    await boot.flushTimers();
    expect(boot.fetched).toEqual(["/assets/hydrate-x.json"]);
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

  it("links the whole stylesheet with the modules and starts React only once it has loaded", async () => {
    const boot = runBoot(deferred(page, "/assets/site-abc.css"));
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
    const boot = runBoot(deferred(streamed));
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.win.__reactRouterContext).toMatchObject({ basename: "/", stream: "<piped>" });
    expect(boot.stream).toEqual(['[{"_1":2},"loaderData","</p>"]\n', "<closed>"]);
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("stays plain HTML when the manifest cannot be fetched, and tries again at the next input", async () => {
    let status = 503;
    const boot = runBoot(deferred(page), "loading", "", () => status);
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.fetched).toHaveLength(1);
    expect(boot.imported).toEqual([]);
    status = 200;
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.fetched).toHaveLength(2);
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("with no input, waits IDLE_MS after the paint; a URL with view state does not wait", async () => {
    const quiet = runBoot(deferred(page));
    quiet.fire("load");
    quiet.paint();
    await quiet.flushTimers();
    expect(quiet.delays).toContain(IDLE_MS);
    expect(quiet.imported).toHaveLength(4);

    const filtered = runBoot(deferred(page), "loading", "?category=Delivery");
    filtered.fire("load");
    filtered.paint();
    await filtered.flushTimers();
    expect(filtered.delays).not.toContain(IDLE_MS);
    expect(filtered.imported).toHaveLength(4);
  });

  it("holds a button pressed before hydration and presses it again once React is live", async () => {
    const boot = runBoot(deferred(page));
    const pressed: string[] = [];
    const button = (name: string, form?: object, type = "button") => {
      const b = {
        isConnected: true,
        form,
        type,
        click: () => pressed.push(name),
        closest: () => b,
      };
      return b;
    };
    const link = { closest: () => null };
    expect(boot.click(link)).toBe(false); // links navigate natively
    expect(boot.click(button("submit", {}, "submit"))).toBe(false); // its submit event is held
    expect(boot.click(button("menu"))).toBe(true);
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
    expect(pressed).toEqual([]);
    boot.hydrate();
    await boot.flushTimers();
    expect(pressed).toEqual(["menu"]);
    expect(boot.click(button("later"))).toBe(false);
  });

  it("starts at once when the visitor reaches for the page, and only once", async () => {
    const boot = runBoot(deferred(page));
    boot.fire("keydown");
    boot.fire("pointerdown");
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
    expect(boot.appended).toHaveLength(4);
    boot.fire("load");
    boot.paint();
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
    expect(boot.fetched).toHaveLength(1);
    expect(boot.listeners.get("keydown")).toEqual([]);
  });

  it("waits for the paint when the page has already loaded", async () => {
    const boot = runBoot(deferred(page), "complete");
    await boot.flushTimers();
    expect(boot.imported).toEqual([]);
    boot.paint();
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
  });

  it("holds a form sent before hydration and sends it again once React is live", async () => {
    const boot = runBoot(deferred(page));
    const sent: string[] = [];
    const form = (name: string) => ({ isConnected: true, requestSubmit: () => sent.push(name) });
    expect(boot.submit(form("early"))).toBe(true);
    expect(boot.submit(form("double click"))).toBe(true);
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4); // the submit started hydration
    expect(sent).toEqual([]);
    boot.hydrate();
    await boot.flushTimers();
    expect(sent).toEqual(["double click"]);
    // Once hydrated, submissions are React's: the bootstrap neither stops nor repeats them.
    expect(boot.submit(form("later"))).toBe(false);
    boot.hydrate();
    await boot.flushTimers();
    expect(sent).toEqual(["double click"]);
  });

  it("writes one boot script for the site and a manifest per page, and names what each loads", () => {
    const dir = mkdtempSync(join(tmpdir(), "defer-"));
    try {
      mkdirSync(join(dir, "about"));
      writeFileSync(join(dir, "index.html"), streamed);
      writeFileSync(join(dir, "about", "index.html"), page.replaceAll("home-4", "about-5"));
      writeFileSync(join(dir, "plain.html"), "<html><body><script>var a=1</script></body></html>");
      expect(deferHydrationInDir(dir, "/assets/site-1.css")).toBe(2);
      const home = readFileSync(join(dir, "index.html"), "utf8");
      const about = readFileSync(join(dir, "about", "index.html"), "utf8");
      const boot = /<script src="([^"]+)"/.exec(home)?.[1];
      expect(boot).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
      expect(about).toContain(`<script src="${boot}"`);
      expect(readFileSync(join(dir, boot!), "utf8")).toContain(SCROLL);
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

  it("fails the build when pages disagree on scroll restoration", () => {
    const dir = mkdtempSync(join(tmpdir(), "defer-"));
    try {
      writeFileSync(join(dir, "a.html"), page);
      writeFileSync(join(dir, "b.html"), page.replace('"k1"', '"k2"'));
      expect(() => deferHydrationInDir(dir)).toThrow(/differ in React Router's scroll/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
