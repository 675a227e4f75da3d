// Prerendered pages paint from HTML and inline CSS alone; React's modules are fetched at the
// visitor's first input (pointer, touch, key, focus, wheel) or once the painted page has sat
// idle for IDLE_MS, whichever comes first (islands-style "on interaction or idle"). Without
// this, ~150 KB of modulepreloads race the page's own bytes on a slow connection and every
// first paint waits for them, and hydration's main-thread work lands while the page is still
// settling. Links work as plain links until then, forms keep any typing, and a form sent or a
// button pressed early is held and replayed once React is live.
import { HYDRATED_ATTR } from "../app/lib/hydration";
import { rewritePages, writeHashedAsset } from "./files";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

const ENQUEUE =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;

/** With no visitor input, how long a painted page stays plain HTML before React loads. */
export const IDLE_MS = 2500;

/** Inputs that start hydration at once: the visitor is about to use the page. */
const INTENT_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel"];

interface Boot {
  imports: { name?: string; url: string }[];
  routeModules: string;
  entry: string;
}

/** Reads React Router's inline module bootstrap; throws on any line it does not recognise. */
export function parseBoot(body: string): Boot {
  const boot: Boot = { imports: [], routeModules: "", entry: "" };
  for (const line of body.split(/;\s*(?=import|window|$)/).map((l) => l.trim())) {
    if (!line) continue;
    const stmt = `${line};`;
    const sideEffect = stmt.match(SIDE_EFFECT_IMPORT);
    const named = stmt.match(NAMED_IMPORT);
    const routeModules = stmt.match(ROUTE_MODULES);
    const entry = stmt.match(ENTRY_IMPORT);
    if (sideEffect) boot.imports.push({ url: sideEffect[1]! });
    else if (named) boot.imports.push({ name: named[1]!, url: named[2]! });
    else if (routeModules) boot.routeModules = routeModules[1]!;
    else if (entry) boot.entry = entry[1]!;
    else throw new Error(`defer-hydration: unexpected bootstrap statement: ${stmt.slice(0, 120)}`);
  }
  if (!boot.entry || !boot.routeModules)
    throw new Error("defer-hydration: bootstrap without route modules or entry import");
  return boot;
}

/**
 * React Router streams each page's loader data into the HTML for hydration: on content pages
 * the page's text a second time, 1–5 KB brotli that the first paint does not need. This takes
 * it out: the page keeps empty <script> elements (hydration still finds the same nodes), and
 * the data (the enqueued chunks) goes to a file the bootstrap fetches alongside the modules.
 * Returns undefined for a page that does not stream exactly this way.
 */
export function takeHydrationData(html: string): { html: string; chunks: string[] } | undefined {
  const chunks = [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1]!) as string);
  const closes = [...html.matchAll(CLOSE)].length;
  if (chunks.length === 0 || closes !== 1) return undefined;
  return {
    html: html.replace(ENQUEUE, "<script></script>").replace(CLOSE, "<script></script>"),
    chunks,
  };
}

/**
 * The classic inline script that replaces the module bootstrap. `stylesheet` is the full site
 * stylesheet (pages inline only the rules they use; see critical-css): it is linked as
 * hydration starts and React takes over only once it has loaded, so nothing React renders
 * later (menus, dialogs, other pages) is ever unstyled.
 */
export function bootScript(
  boot: Boot,
  preloads: string[],
  stylesheet?: string,
  data?: string,
): string {
  const loads = boot.imports
    .map((i) =>
      i.name
        ? `var ${i.name}=await import(${JSON.stringify(i.url)});`
        : `await import(${JSON.stringify(i.url)});`,
    )
    .join("");
  return [
    "(function(){var started=false,events=",
    JSON.stringify(INTENT_EVENTS),
    ",opts={capture:true,passive:true};",
    "function start(){if(started)return;started=true;",
    "events.forEach(function(e){removeEventListener(e,start,opts)});",
    // Every chunk is requested at once (one DOM insertion), then evaluated in React Router's
    // own order from a later task, so neither step is a long task on a slow phone.
    "var f=document.createDocumentFragment(),css=null,data=null;",
    data
      ? `data=fetch(${JSON.stringify(data)}).then(function(r){if(!r.ok)throw new Error("hydration data "+r.status);return r.json()});`
      : "",
    stylesheet
      ? `css=new Promise(function(r){var l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(stylesheet)};l.onload=l.onerror=r;f.appendChild(l)});`
      : "",
    JSON.stringify(preloads),
    '.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);',
    `setTimeout(async function(){${loads}window.__reactRouterRouteModules=${boot.routeModules};await css;${data ? "var c=window.__reactRouterContext.streamController;(await data).forEach(function(x){c.enqueue(x)});c.close();" : ""}await import(${JSON.stringify(boot.entry)})},0)}`,
    "events.forEach(function(e){addEventListener(e,start,opts)});",
    // A form sent or a button pressed before React is live would be lost (a native GET of the
    // page, a click with no handler yet): hold the last one and replay it once React is live.
    `var H=${JSON.stringify(HYDRATED_ATTR)},root=document.documentElement,held=null,watching=false;`,
    "function hold(e,el,replay){e.preventDefault();held={el:el,replay:replay};start();if(watching)return;watching=true;",
    "new MutationObserver(function(m,o){if(!root.hasAttribute(H))return;o.disconnect();var h=held;held=null;",
    "setTimeout(function(){if(h.el.isConnected)h.el[h.replay]()},0)}).observe(root,{attributes:true,attributeFilter:[H]})}",
    'document.addEventListener("submit",function(e){if(!root.hasAttribute(H))hold(e,e.target,"requestSubmit")},true);',
    'document.addEventListener("click",function(e){if(root.hasAttribute(H))return;',
    'var b=e.target&&e.target.closest&&e.target.closest("button");',
    'if(b&&!(b.form&&b.type==="submit"))hold(e,b,"click")},true);',
    // Without a visitor input, hydrate once the page has painted and then sat idle for a while;
    // a URL carrying view state (filters, search, page) hydrates right after the paint.
    `function soon(){if(location.search){setTimeout(start,0);return}setTimeout(function(){var I=window.requestIdleCallback;I?I(start,{timeout:1000}):start()},${IDLE_MS})}`,
    "function afterPaint(){var P=window.PerformanceObserver;",
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){requestAnimationFrame(soon);return}',
    'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}});o.observe({type:"paint",buffered:true})}',
    'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})',
    "})()",
  ].join("");
}

/**
 * Rewrites one prerendered page; pages without React Router's bootstrap come back unchanged.
 * `data` is where the page's hydration data will be served (see takeHydrationData).
 */
export function deferHydration(html: string, stylesheet?: string, data?: string): string {
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length === 0) return html;
  if (boots.length > 1) throw new Error("defer-hydration: more than one module bootstrap");
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const script = bootScript(parseBoot(boots[0]![1]!), preloads, stylesheet, data);
  return html.replace(MODULEPRELOAD, "").replace(BOOT_SCRIPT, () => `<script>${script}</script>`);
}

/** The modules a page rewritten by deferHydration loads to hydrate (its bootstrap's list). */
export function hydrationModuleUrls(html: string): string[] {
  const boot = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .find((body) => body.includes("__reactRouterRouteModules"));
  return [...new Set(boot?.match(/\/assets\/[\w.-]+\.js(?=")/g) ?? [])];
}

/**
 * Applies deferHydration to every page of a client build, moving each page's hydration data to
 * assets/hydrate-<hash>.json (immutable like every hashed asset); returns how many it rewrote.
 */
export function deferHydrationInDir(clientDir: string, stylesheet?: string): number {
  return rewritePages(clientDir, (html) => {
    const taken = takeHydrationData(html);
    const data =
      taken && writeHashedAsset(clientDir, "hydrate", "json", JSON.stringify(taken.chunks));
    return deferHydration(taken?.html ?? html, stylesheet, data);
  });
}
