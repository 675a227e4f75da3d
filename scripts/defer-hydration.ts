// Prerendered pages paint from HTML and inline CSS alone; React's modules are fetched at the
// visitor's first input (pointer, touch, key, focus, wheel) or once the painted page has sat
// idle for IDLE_MS, whichever comes first (islands-style "on interaction or idle"). Without
// this, ~150 KB of modulepreloads race the page's own bytes on a slow connection and every
// first paint waits for them, and hydration's main-thread work lands while the page is still
// settling. Until then every control works from the HTML (links, <details>, popovers, dialogs,
// forms that post) with the enhancements in app/enhance, which the starter runs at once.
//
// Every byte of a page counts toward the first round trip (about 14.6 KB with the response
// headers), so React Router's three inline scripts (scroll restoration, context, module
// bootstrap) and its streamed loader data leave the page. What stays is one small inline
// starter: React Router's scroll restoration, the enhancements the page uses, and the start on
// intent or idle. Only then does it request
// the shared boot script (assets/boot-<hash>.js, cached), which fetches the page's hydration
// manifest (assets/hydrate-<hash>.json: modules, route ids, context, loader data). So no script
// is requested before the first paint: a deferred boot script requested beside the font cost
// the largest paint about one round trip on HTTP/1.1 (a second connection). The pages keep
// empty <script> elements where React Router rendered them, so hydration finds the same nodes.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { transformWithEsbuild } from "vite";
import { type EnhancementName, enhancements } from "../app/enhance/index";
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

/** The starter's attribute naming the page's hydration manifest. */
export const MANIFEST_ATTR = "data-hydrate";

/** The starter's attribute naming the shared boot script. */
export const BOOT_ATTR = "data-boot";

/** Where the starter leaves its state (manifest URL, retry) for the boot script. */
const STATE_GLOBAL = "__h2boot";

/** Inputs that start hydration at once: the visitor is about to use the page (a touch is a pointerdown). */
const INTENT_EVENTS = ["pointerdown", "pointermove", "keydown", "focusin", "wheel"];

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
 * The inline starter: React Router's own scroll restoration (as every page rendered it), the
 * enhancements the page uses (app/enhance: what the HTML's controls cannot do alone, live from
 * the first script, not from hydration) and the start on intent or idle, which loads the boot
 * script. Its element names the page's hydration manifest and the boot script in data
 * attributes, so pages that use the same enhancements share its text (and its CSP hash).
 */
export function starterSource(scrollRestoration: string, enhancements: string): string {
  const data = (attr: string) => `me.dataset.${attr.replace(/^data-/, "")}`;
  return [
    `${scrollRestoration};`,
    enhancements ? `${enhancements};` : "",
    `(function(){var d=document,me=d.currentScript,events=${JSON.stringify(INTENT_EVENTS)},`,
    `s=window[${JSON.stringify(STATE_GLOBAL)}]={page:${data(MANIFEST_ATTR)},busy:false,fail:function(){s.busy=false;listen(true)}};`,
    "function listen(on){events.forEach(function(e){(on?addEventListener:removeEventListener)(e,go,{capture:true,passive:true})})}",
    "function go(){if(s.busy)return;s.busy=true;listen(false);if(s.start)return s.start();",
    // Offline or a failed deploy swap: the page stays plain HTML and the next input tries again.
    `var x=d.createElement("script");x.src=${data(BOOT_ATTR)};x.onerror=function(){x.remove();s.fail()};d.head.append(x)}`,
    "listen(true);",
    // Without a visitor input, hydrate once the page has loaded and then sat idle for a while;
    // a URL with a query (a shared blog search) hydrates right after the load.
    `addEventListener("load",function(){setTimeout(function(){(window.requestIdleCallback||setTimeout)(go)},location.search?0:${IDLE_MS})})`,
    "})()",
  ].join("");
}

/** The enhancements (app/enhance) a page's HTML uses: those whose data attribute it carries. */
export function enhancementsFor(html: string): EnhancementName[] {
  return enhancements.filter((e) => html.includes(` ${e.marker}=`)).map((e) => e.name);
}

/** The named enhancements (app/enhance) as one script, each run once on the page's document. */
export async function enhancementSource(
  names: readonly EnhancementName[] = enhancements.map((e) => e.name),
): Promise<string> {
  const chosen = enhancements.filter((e) => names.includes(e.name));
  if (chosen.length === 0) return "";
  const contents = [
    'import { once } from "./listen";',
    ...chosen.map((e) => `import { ${e.name} } from "./${e.file}";`),
    ...chosen.map((e) => `once(document, ${JSON.stringify(e.name)}, ${e.name});`),
  ].join("\n");
  const out = await esbuild({
    stdin: {
      contents,
      resolveDir: fileURLToPath(new URL("../app/enhance", import.meta.url)),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0]?.text.trim().replace(/;$/, "");
  if (!code) throw new Error("defer-hydration: the enhancements bundled to nothing");
  return code;
}

/**
 * The shared boot script, loaded by the starter when hydration should begin: fetches the page's
 * manifest, requests every module at once and evaluates them in React Router's order.
 */
export function bootSource(): string {
  return [
    `(function(){var s=window[${JSON.stringify(STATE_GLOBAL)}];if(!s)return;`,
    "var d=document;",
    "s.start=function(){",
    'fetch(s.page).then(function(r){if(!r.ok)throw new Error("hydration manifest "+r.status);return r.json()}).then(function(m){',
    // Every chunk is requested at once (one DOM insertion), then evaluated in React Router's
    // own order from a later task, so neither step is a long task on a slow phone.
    "var f=d.createDocumentFragment(),css=null;",
    'if(m.stylesheet)css=new Promise(function(r){var l=d.createElement("link");l.rel="stylesheet";l.href=m.stylesheet;l.onload=l.onerror=r;f.appendChild(l)});',
    'm.modules.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});d.head.appendChild(f);',
    "setTimeout(async function(){var mods={},routes={};",
    "for(var i=0;i<m.imports.length;i++)mods[m.imports[i]]=await import(m.imports[i]);",
    "for(var id in m.routes)routes[id]=mods[m.routes[id]];window.__reactRouterRouteModules=routes;",
    "await css;var ctx=window.__reactRouterContext=m.context;",
    "if(m.stream)ctx.stream=new ReadableStream({start:function(c){ctx.streamController=c}}).pipeThrough(new TextEncoderStream());",
    "if(m.chunks){m.chunks.forEach(function(x){ctx.streamController.enqueue(x)});ctx.streamController.close()}",
    "await import(m.entry)},0)",
    "}).catch(function(e){console.error(e);s.fail()})};",
    "s.start()})()",
  ].join("");
}

/** Minified for the page: every byte of the starter is in every page's first round trip. */
export async function minifyScript(code: string): Promise<string> {
  const out = await transformWithEsbuild(code, "starter.js", { minify: true, target: "es2020" });
  return out.code.trim().replace(/;$/, "");
}

export interface DeferredPage {
  /** React Router's scroll-restoration script (the same on every page that has one). */
  scrollRestoration?: string;
  manifest: HydrationManifest;
  /** The page, given the starter's text and the boot script's and the manifest's URLs. */
  render(starter: string, bootUrl: string, manifestUrl: string): string;
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
    render: (starter, bootUrl, manifestUrl) =>
      rest.replace(
        BOOT_SCRIPT,
        () =>
          `<script ${BOOT_ATTR}="${bootUrl}" ${MANIFEST_ATTR}="${manifestUrl}">${starter}</script>`,
      ),
  };
}

/** The starter a rewritten page carries (render's output, read back). */
const STARTER_TAG = new RegExp(`<script ${BOOT_ATTR}="([^"]+)" ${MANIFEST_ATTR}="([^"]+)">`);

/** The hydration manifest a page rewritten by deferHydration names, if any. */
export function manifestUrl(html: string): string | undefined {
  return STARTER_TAG.exec(html)?.[2];
}

/** The scripts a rewritten page loads to hydrate: the boot script and its manifest's modules. */
export function hydrationModuleUrls(clientDir: string, html: string): string[] {
  const [, boot, url] = STARTER_TAG.exec(html) ?? [];
  if (!url || !boot) return [];
  const m = JSON.parse(readFileSync(join(clientDir, url), "utf8")) as HydrationManifest;
  return [...new Set([boot, ...m.modules, ...m.imports, m.entry])];
}

/**
 * Applies deferHydration to every page of a client build: writes the shared boot script once
 * and each page's manifest (both content-hashed, so immutable like every hashed asset), and
 * gives every page the same minified starter. Returns how many pages it rewrote. Nothing is
 * written unless every page could be read.
 */
export async function deferHydrationInDir(clientDir: string, stylesheet?: string): Promise<number> {
  const pages = htmlFilesUnder(clientDir).flatMap((file) => {
    const html = readFileSync(file, "utf8");
    const page = deferHydration(html, stylesheet);
    return page ? [{ file, page, html }] : [];
  });
  const scrolls = new Set(pages.flatMap(({ page }) => page.scrollRestoration ?? []));
  if (scrolls.size > 1)
    throw new Error("defer-hydration: pages differ in React Router's scroll restoration");
  const [scroll] = scrolls;
  if (!scroll)
    throw new Error("defer-hydration: no page renders React Router's scroll restoration");
  // A starter per set of enhancements (most pages share one); the boot script carries them all.
  const starters = new Map<string, Promise<string>>();
  const starterFor = (html: string) => {
    const names = enhancementsFor(html);
    const key = names.join(",");
    if (!starters.has(key))
      starters.set(
        key,
        enhancementSource(names).then((code) => minifyScript(starterSource(scroll, code))),
      );
    return starters.get(key)!;
  };
  const [bootCode, everyEnhancement] = await Promise.all([
    minifyScript(bootSource()),
    enhancementSource(),
  ]);
  const boot = writeHashedAsset(clientDir, "boot", "js", `${everyEnhancement};${bootCode}`);
  for (const { file, page, html } of pages) {
    const manifest = writeHashedAsset(clientDir, "hydrate", "json", JSON.stringify(page.manifest));
    writeFileSync(file, page.render(await starterFor(html), boot, manifest));
  }
  return pages.length;
}
