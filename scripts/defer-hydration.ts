// Prerendered pages paint from HTML and inline CSS alone; React's modules are fetched at the
// visitor's first input (pointer, touch, key, focus, wheel) or once the painted page has sat
// idle for IDLE_MS, whichever comes first (islands-style "on interaction or idle"). Without
// this, ~150 KB of modulepreloads race the page's own bytes on a slow connection and every
// first paint waits for them, and hydration's main-thread work lands while the page is still
// settling. Links work as plain links until then, forms keep any typing, and a form sent or a
// button pressed early is held and replayed once React is live.
//
// Nothing of this is inline: every byte of a page counts toward the first round trip (about
// 14.6 KB with the response headers), so React Router's three inline scripts (scroll
// restoration, context, module bootstrap) and its streamed loader data leave the page. One
// shared, cached, deferred script (assets/boot-<hash>.js, ≈1.3 KB) does their work; each page
// names its own hydration manifest (assets/hydrate-<hash>.json: modules, route ids, context,
// loader data) in a data attribute, fetched only when hydration starts. The pages keep empty
// <script> elements where React Router rendered them, so hydration finds the same nodes, and
// the Content-Security-Policy needs no inline-script hash at all.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HYDRATED_ATTR } from "../app/lib/hydration";
import { htmlFilesUnder, writeHashedAsset } from "./files";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SCROLL_SCRIPT = /<script>(\(\(storageKey\d*, restoreKey\) => \{[\s\S]*?)<\/script>/g;
const CONTEXT_SCRIPT =
  /<script>window\.__reactRouterContext = (\{.*?\});(window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);)?<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

const ENQUEUE =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;

/** With no visitor input, how long a painted page stays plain HTML before React loads. */
export const IDLE_MS = 2500;

/** The boot script's attribute naming the page's hydration manifest. */
export const MANIFEST_ATTR = "data-hydrate";

/** Inputs that start hydration at once: the visitor is about to use the page. */
const INTENT_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel"];

/** What one page needs to hydrate: written as its assets/hydrate-<hash>.json. */
export interface HydrationManifest {
  /** Every module the page uses, preloaded at once. */
  modules: string[];
  /** Evaluated in this order before the entry (React Router's own order). */
  imports: string[];
  /** Route id → module URL (window.__reactRouterRouteModules). */
  routes: Record<string, string>;
  entry: string;
  /** window.__reactRouterContext as React Router rendered it. */
  context: unknown;
  /** Whether the context carries a stream for loader data. */
  stream: boolean;
  /** The loader data React Router streamed into the page, or null when it streamed none. */
  chunks: string[] | null;
  /** The whole site stylesheet (pages inline only the rules they use; see critical-css). */
  stylesheet?: string;
}

/** Reads React Router's inline module bootstrap; throws on any line it does not recognise. */
export function parseBoot(body: string): Pick<HydrationManifest, "imports" | "routes" | "entry"> {
  const imports: string[] = [];
  const names = new Map<string, string>();
  let routeModules = "";
  let entry = "";
  for (const line of body.split(/;\s*(?=import|window|$)/).map((l) => l.trim())) {
    if (!line) continue;
    const stmt = `${line};`;
    const sideEffect = stmt.match(SIDE_EFFECT_IMPORT);
    const named = stmt.match(NAMED_IMPORT);
    const modules = stmt.match(ROUTE_MODULES);
    const entryImport = stmt.match(ENTRY_IMPORT);
    if (sideEffect) imports.push(sideEffect[1]!);
    else if (named) {
      imports.push(named[2]!);
      names.set(named[1]!, named[2]!);
    } else if (modules) routeModules = modules[1]!;
    else if (entryImport) entry = entryImport[1]!;
    else throw new Error(`defer-hydration: unexpected bootstrap statement: ${stmt.slice(0, 120)}`);
  }
  if (!entry || !routeModules)
    throw new Error("defer-hydration: bootstrap without route modules or entry import");
  const routes: Record<string, string> = {};
  // {"root":route0,"routes/home":route1}: quoted ids, bare module names.
  for (const [, id, name] of routeModules.matchAll(/"((?:[^"\\]|\\.)*)":(route\d+)/g)) {
    const url = names.get(name!);
    if (!url) throw new Error(`defer-hydration: route module ${name} was never imported`);
    routes[JSON.parse(`"${id}"`) as string] = url;
  }
  if (Object.keys(routes).length !== names.size)
    throw new Error(`defer-hydration: unexpected route modules: ${routeModules.slice(0, 120)}`);
  return { imports, routes, entry };
}

/**
 * React Router streams each page's loader data into the HTML for hydration: on content pages
 * the page's text a second time, 1–5 KB brotli that the first paint does not need. This takes
 * it out, leaving empty <script> elements. Returns undefined for a page that streams none, and
 * throws on one that streams in a shape it does not know.
 */
export function takeHydrationData(html: string): { html: string; chunks: string[] } | undefined {
  const chunks = [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1]!) as string);
  const closes = [...html.matchAll(CLOSE)].length;
  if (chunks.length === 0 && closes === 0) {
    if (/streamController\.(enqueue|close)/.test(html))
      throw new Error("defer-hydration: loader data streamed in an unknown shape");
    return undefined;
  }
  if (chunks.length === 0 || closes !== 1)
    throw new Error(`defer-hydration: ${chunks.length} data chunks and ${closes} closes`);
  return {
    html: html.replace(ENQUEUE, "<script></script>").replace(CLOSE, "<script></script>"),
    chunks,
  };
}

/**
 * The shared boot script: React Router's own scroll restoration first (verbatim, as every page
 * rendered it), then the deferred start. `document.currentScript` names the page's manifest.
 */
export function bootSource(scrollRestoration: string): string {
  return [
    `${scrollRestoration};`,
    "(function(){var me=document.currentScript,page=me&&me.getAttribute(",
    JSON.stringify(MANIFEST_ATTR),
    ");if(!page)return;var started=false,events=",
    JSON.stringify(INTENT_EVENTS),
    ",opts={capture:true,passive:true};",
    "function listen(on){events.forEach(function(e){(on?addEventListener:removeEventListener)(e,start,opts)})}",
    "function start(){if(started)return;started=true;listen(false);",
    'fetch(page).then(function(r){if(!r.ok)throw new Error("hydration manifest "+r.status);return r.json()}).then(function(m){',
    // Every chunk is requested at once (one DOM insertion), then evaluated in React Router's
    // own order from a later task, so neither step is a long task on a slow phone.
    "var f=document.createDocumentFragment(),css=null;",
    'if(m.stylesheet)css=new Promise(function(r){var l=document.createElement("link");l.rel="stylesheet";l.href=m.stylesheet;l.onload=l.onerror=r;f.appendChild(l)});',
    'm.modules.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);',
    "setTimeout(async function(){var mods={},routes={};",
    "for(var i=0;i<m.imports.length;i++)mods[m.imports[i]]=await import(m.imports[i]);",
    "for(var id in m.routes)routes[id]=mods[m.routes[id]];window.__reactRouterRouteModules=routes;",
    "await css;var ctx=window.__reactRouterContext=m.context;",
    "if(m.stream)ctx.stream=new ReadableStream({start:function(c){ctx.streamController=c}}).pipeThrough(new TextEncoderStream());",
    "if(m.chunks){m.chunks.forEach(function(x){ctx.streamController.enqueue(x)});ctx.streamController.close()}",
    "await import(m.entry)},0)",
    // Offline or a failed deploy swap: the page stays plain HTML and the next input tries again.
    "}).catch(function(e){console.error(e);started=false;listen(true)})}",
    "listen(true);",
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

export interface DeferredPage {
  /** React Router's scroll-restoration script (the same on every page that has one). */
  scrollRestoration?: string;
  manifest: HydrationManifest;
  /** The page, given the boot script's and its manifest's URLs. */
  render(bootUrl: string, manifestUrl: string): string;
}

const atMostOne = (html: string, re: RegExp, what: string) => {
  const found = [...html.matchAll(re)];
  if (found.length > 1) throw new Error(`defer-hydration: ${found.length} ${what} scripts`);
  return found[0];
};
const one = (html: string, re: RegExp, what: string) => {
  const found = atMostOne(html, re, what);
  if (!found) throw new Error(`defer-hydration: 0 ${what} scripts`);
  return found;
};

/**
 * Takes React Router's inline scripts out of one prerendered page; a page without its module
 * bootstrap comes back undefined. Throws on any shape it does not recognise.
 */
export function deferHydration(html: string, stylesheet?: string): DeferredPage | undefined {
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length === 0) return undefined;
  if (boots.length > 1) throw new Error("defer-hydration: more than one module bootstrap");
  // The SPA fallback shell renders no <ScrollRestoration>; every real page does.
  const scroll = atMostOne(html, SCROLL_SCRIPT, "scroll-restoration")?.[1];
  const context = one(html, CONTEXT_SCRIPT, "context");
  const taken = takeHydrationData(html);
  const manifest: HydrationManifest = {
    modules: [...new Set([...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!))],
    ...parseBoot(boots[0]![1]!),
    context: JSON.parse(context[1]!),
    stream: Boolean(context[2]),
    chunks: taken?.chunks ?? null,
    ...(stylesheet ? { stylesheet } : {}),
  };
  const rest = (taken?.html ?? html)
    .replace(MODULEPRELOAD, "")
    .replace(SCROLL_SCRIPT, "<script></script>")
    .replace(CONTEXT_SCRIPT, "<script></script>");
  return {
    scrollRestoration: scroll,
    manifest,
    render: (bootUrl, manifestUrl) =>
      rest.replace(
        BOOT_SCRIPT,
        () => `<script src="${bootUrl}" defer="" ${MANIFEST_ATTR}="${manifestUrl}"></script>`,
      ),
  };
}

/** The boot script tag a rewritten page carries (render's output, read back). */
const BOOT_TAG = new RegExp(`<script src="([^"]+)" defer="" ${MANIFEST_ATTR}="([^"]+)"></script>`);

/** The hydration manifest a page rewritten by deferHydration names, if any. */
export function manifestUrl(html: string): string | undefined {
  return BOOT_TAG.exec(html)?.[2];
}

/** The scripts a rewritten page loads to hydrate: the boot script and its manifest's modules. */
export function hydrationModuleUrls(clientDir: string, html: string): string[] {
  const [, boot, url] = BOOT_TAG.exec(html) ?? [];
  if (!url || !boot) return [];
  const m = JSON.parse(readFileSync(join(clientDir, url), "utf8")) as HydrationManifest;
  return [...new Set([boot, ...m.modules, ...m.imports, m.entry])];
}

/**
 * Applies deferHydration to every page of a client build: writes the shared boot script once
 * and each page's manifest (both content-hashed, so immutable like every hashed asset).
 * Returns how many pages it rewrote. Nothing is written unless every page could be read.
 */
export function deferHydrationInDir(clientDir: string, stylesheet?: string): number {
  const pages = htmlFilesUnder(clientDir).flatMap((file) => {
    const page = deferHydration(readFileSync(file, "utf8"), stylesheet);
    return page ? [{ file, page }] : [];
  });
  const scrolls = new Set(pages.flatMap(({ page }) => page.scrollRestoration ?? []));
  if (scrolls.size > 1)
    throw new Error("defer-hydration: pages differ in React Router's scroll restoration");
  const [scroll] = scrolls;
  if (!scroll)
    throw new Error("defer-hydration: no page renders React Router's scroll restoration");
  const boot = writeHashedAsset(clientDir, "boot", "js", bootSource(scroll));
  for (const { file, page } of pages) {
    const manifest = writeHashedAsset(clientDir, "hydrate", "json", JSON.stringify(page.manifest));
    writeFileSync(file, page.render(boot, manifest));
  }
  return pages.length;
}
