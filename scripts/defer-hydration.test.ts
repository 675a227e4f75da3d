import { describe, expect, it } from "vitest";
import { HYDRATED_ATTR } from "../app/lib/hydration";
import {
  deferHydration,
  hydrationModuleUrls,
  IDLE_MS,
  parseBoot,
  takeHydrationData,
} from "./defer-hydration";

// The shape React Router 7 prerenders: modulepreloads in <head>, one inline module bootstrap.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

type Listener = () => void;

/** Runs the generated bootstrap against a fake window; returns what it did, step by step. */
function runBoot(html: string, readyState: "loading" | "complete" = "loading", search = "") {
  const script = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("no bootstrap in page");
  const listeners = new Map<string, Listener[]>();
  const imported: string[] = [];
  const appended: string[] = [];
  const elements: { rel: string; href: string; onload: null | Listener }[] = [];
  const fetched: string[] = [];
  const stream: string[] = [];
  const timers: Listener[] = [];
  const delays: number[] = [];
  const paintObservers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  const win: Record<string, unknown> = {
    __reactRouterContext: {
      streamController: {
        enqueue: (x: string) => stream.push(x),
        close: () => stream.push("<closed>"),
      },
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
    document: {
      readyState,
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
      return { ok: true, json: async () => ["chunk-1", "chunk-2"] };
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
  const flushTimers = async () => {
    while (timers.length) {
      timers.shift()!();
      await new Promise((r) => setImmediate(r));
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
  it("drops the modulepreloads and the module bootstrap for one classic script", () => {
    const out = deferHydration(page);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain("<h1>Hi</h1>");
    expect(out).toContain("window.__reactRouterContext = {};");
  });

  it("loads nothing before the load event and the first paint, then everything in order", async () => {
    const boot = runBoot(deferHydration(page));
    await boot.flushTimers();
    expect(boot.imported).toEqual([]);
    boot.fire("load");
    await boot.flushTimers();
    expect(boot.imported).toEqual([]);
    boot.paint();
    await boot.flushTimers();
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
    const boot = runBoot(deferHydration(page, "/assets/site-abc.css"));
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
    const streamed = page.replace(
      "</body>",
      '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003c/p>\\"]\\n");</script></div><script>window.__reactRouterContext.streamController.close();</script></body>',
    );
    const taken = takeHydrationData(streamed);
    expect(taken?.chunks).toEqual(['[{"_1":2},"loaderData","</p>"]\n']);
    expect(taken?.html).not.toContain("streamController");
    expect(taken?.html).toContain('<div hidden id="S:0"><script></script></div><script></script>');
    expect(takeHydrationData(page)).toBeUndefined();
  });

  it("fetches the page's hydration data with the modules and streams it in before React starts", async () => {
    const boot = runBoot(deferHydration(page, undefined, "/assets/hydrate-x.json"));
    boot.fire("keydown");
    await boot.flushTimers();
    expect(boot.fetched).toEqual(["/assets/hydrate-x.json"]);
    expect(boot.stream).toEqual(["chunk-1", "chunk-2", "<closed>"]);
    expect(boot.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("with no input, waits IDLE_MS after the paint; a URL with view state does not wait", async () => {
    const quiet = runBoot(deferHydration(page));
    quiet.fire("load");
    quiet.paint();
    await quiet.flushTimers();
    expect(quiet.delays).toContain(IDLE_MS);
    expect(quiet.imported).toHaveLength(4);

    const filtered = runBoot(deferHydration(page), "loading", "?category=Delivery");
    filtered.fire("load");
    filtered.paint();
    await filtered.flushTimers();
    expect(filtered.delays).not.toContain(IDLE_MS);
    expect(filtered.imported).toHaveLength(4);
  });

  it("holds a button pressed before hydration and presses it again once React is live", async () => {
    const boot = runBoot(deferHydration(page));
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
    const boot = runBoot(deferHydration(page));
    boot.fire("keydown");
    boot.fire("pointerdown");
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
    expect(boot.appended).toHaveLength(4);
    boot.fire("load");
    boot.paint();
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
    expect(boot.listeners.get("keydown")).toEqual([]);
  });

  it("waits for the paint when the page has already loaded", async () => {
    const boot = runBoot(deferHydration(page), "complete");
    await boot.flushTimers();
    expect(boot.imported).toEqual([]);
    boot.paint();
    await boot.flushTimers();
    expect(boot.imported).toHaveLength(4);
  });

  it("holds a form sent before hydration and sends it again once React is live", async () => {
    const boot = runBoot(deferHydration(page));
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

  it("names the modules a rewritten page loads to hydrate", () => {
    const withData = deferHydration(page, "/assets/site-1.css", "/assets/hydrate-5.json");
    expect(hydrationModuleUrls(withData)).toEqual(hydrationModuleUrls(deferHydration(page)));
    expect(hydrationModuleUrls(deferHydration(page))).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
    ]);
    expect(hydrationModuleUrls("<html><body></body></html>")).toEqual([]);
  });

  it("leaves a page without React Router's bootstrap alone", () => {
    const plain = "<html><body><script>var a=1</script></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("fails the build when React Router's bootstrap changes shape", () => {
    expect(() => parseBoot('import "/a.js"; console.log(1); import("/b.js");')).toThrow(
      /unexpected bootstrap statement/,
    );
    expect(() => parseBoot('import "/a.js";')).toThrow(/without route modules or entry/);
    const twice = page.replace(
      "</body>",
      '<script type="module" async="">import("/x.js");</script></body>',
    );
    expect(() => deferHydration(twice)).toThrow(/more than one/);
  });
});
