import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { Parser } from "htmlparser2";
import { uploadOfCopy } from "../content/body-pictures.server";
import { buildClock } from "../content/build-clock";
import { site } from "../content/site";
import { fieldHolding, fixFor, holdsLink, notPublishedYet } from "./link-fix";

/**
 * No broken link ships: every internal `href`, `src`, `srcset` and `poster` of every built page
 * (Markdown bodies, menus, sections, every component) must reach a built page or file, and a
 * `#fragment` an id on the page it names. External links are not fetched. A broken link fails the
 * build naming where to fix it: the content files that hold the link as written, else the
 * content file the page is made from, else the built page.
 */

/** Paths the Node server answers itself: the API (forms post there) and its health checks. */
const SERVER_ROUTES = /^\/(api\/|livez$|readyz$)/;

/** Attributes that carry a URL, and the elements they do so on (any element: null). */
const URL_ATTRIBUTES: Record<string, Set<string> | null> = {
  href: null,
  "xlink:href": null,
  src: null,
  poster: new Set(["video"]),
};

export interface BuiltPage {
  /** The page's address: "/blog/x" ("/" for the home page). */
  path: string;
  /** The built file, relative to the working directory. */
  file: string;
  html: string;
}

export interface PageLinks {
  ids: Set<string>;
  links: string[];
}

/** The ids a page's fragments may name, and every URL its elements carry, as the browser reads them. */
export function scanPage(html: string): PageLinks {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === "a" && attributes.name) ids.add(attributes.name);
        for (const [attribute, value] of Object.entries(attributes)) {
          const on = URL_ATTRIBUTES[attribute];
          if (on === undefined || (on && !on.has(name))) continue;
          links.push(value.trim());
        }
        if (attributes.srcset) {
          for (const candidate of attributes.srcset.split(",")) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) links.push(url);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return { ids, links };
}

/** Every built page under `clientDir` (each `…/index.html`, as scripts/seo.ts walks them). */
export function builtPages(clientDir: string): BuiltPage[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(join(dir, e.name))
        : e.name === "index.html"
          ? [join(dir, e.name)]
          : [],
    );
  return walk(clientDir).map((file) => {
    const rel = relative(clientDir, file)
      .split(sep)
      .join("/")
      .replace(/\/?index\.html$/, "");
    return { path: `/${rel}`, file, html: readFileSync(file, "utf8") };
  });
}

export interface BrokenLink {
  /** The link as the page carries it. */
  link: string;
  /** The page it is on. */
  page: string;
  /** The built page's file. */
  file: string;
  why: string;
}

/** Where an internal link leads: its path (decoded) and fragment; null for an external one. */
function internalTarget(link: string, page: string): { path: string; hash: string } | null {
  if (link === "" || /^(data|mailto|tel|javascript|blob):/i.test(link)) return null;
  const origin = new URL(site.origin);
  let url: URL;
  try {
    url = new URL(link, new URL(page, origin));
  } catch {
    return { path: link, hash: "" };
  }
  if (url.origin !== origin.origin) return null;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {}
  return { path, hash: decodeURIComponent(url.hash.slice(1)) };
}

/** Every broken internal link of `pages`, as served from `clientDir`. */
export function brokenLinks(clientDir: string, pages: readonly BuiltPage[]): BrokenLink[] {
  const byPath = new Map<string, PageLinks>();
  const scanned = pages.map((page) => {
    const links = scanPage(page.html);
    byPath.set(page.path.replace(/\/$/, "") || "/", links);
    return { page, links };
  });
  const isFile = (path: string) =>
    existsSync(join(clientDir, path)) && statSync(join(clientDir, path)).isFile();
  const broken: BrokenLink[] = [];
  for (const { page, links } of scanned) {
    for (const link of new Set(links.links)) {
      const target = internalTarget(link, page.path);
      if (!target) continue;
      const at = { link, page: page.path, file: page.file };
      if (SERVER_ROUTES.test(target.path)) continue;
      const key = target.path.replace(/\/$/, "") || "/";
      const targetPage = byPath.get(key);
      if (!targetPage) {
        if (!isFile(target.path)) broken.push({ ...at, why: `no page or file ${target.path}` });
        continue;
      }
      if (target.hash && target.hash !== "top" && !targetPage.ids.has(target.hash)) {
        broken.push({ ...at, why: `${key} has no id "${target.hash}"` });
      }
    }
  }
  return broken;
}

/** The content file a page is made from, where its address says (landing pages: `lp/`). */
const PAGE_SOURCES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^\/blog\/(?!page\/|category\/)([a-z0-9-]+)$/, (m) => `content/resources/blog/${m[1]}.md`],
  [/^\/insights\/([a-z0-9-]+)$/, (m) => `content/insights/${m[1]}.md`],
  [
    /^\/case-studies\/(?!industry\/)([a-z0-9-]+)$/,
    (m) => `content/resources/case-studies/${m[1]}.json`,
  ],
  [/^\/news(\/page\/\d+)?$/, () => "content/resources/news/"],
  [/^\/$/, () => "content/home.json"],
  [/^\/(about|leadership)$/, (m) => `content/company/${m[1]}.json`],
  [/^\/privacy$/, () => "content/company/privacy.md"],
  [/^\/faq$/, () => "content/resources/faq.yaml"],
  [/^\/financial-software$/, () => "content/sectors/fintech.json"],
  [/^\/retail-ecommerce$/, () => "content/sectors/retail.json"],
  [/^\/martech$/, () => "content/sectors/martech.json"],
  [/^\/lp\/([a-z0-9-]+)$/, (m) => `content/landing/pages/${m[1]}.json`],
  [/^\/([a-z0-9-]+)$/, (m) => `content/services/${m[1]}.json`],
];

export function pageSource(path: string, root = "."): string | undefined {
  for (const [pattern, file] of PAGE_SOURCES) {
    const m = path.match(pattern);
    if (m && existsSync(join(root, file(m)))) return file(m);
  }
  return undefined;
}

/** The content files (Markdown, JSON, YAML under content/) whose text holds `link`, each with its field. */
function filesHolding(link: string, contentFiles: readonly { file: string; text: string }[]) {
  return contentFiles
    .filter(({ text }) => holdsLink(text, link))
    .map(({ file, text }) => {
      const field = fieldHolding(file, text, link);
      return field ? `${file} (field ${field})` : file;
    });
}

function contentFilesUnder(dir: string): { file: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(md|json|ya?ml)$/.test(e.name))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      return { file: relative(".", file).split(sep).join("/"), text: readFileSync(file, "utf8") };
    });
}

/** The page a link leads to, as a path ("/insights/x"), when it is one of this site's. */
function targetPath(link: string, page: string): string | undefined {
  try {
    const url = new URL(link, new URL(page, site.origin));
    return url.origin === new URL(site.origin).origin
      ? url.pathname.replace(/\/$/, "") || "/"
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One line a broken link and place to fix it: "<file> (field <field>): broken link "<link>" on
 * <page> (…). Fix: …"; a link to an item not published yet names that item's file and why.
 * A link every page carries (a menu's) is one line, naming how many pages. `contentDir`'s
 * parent is where the content files' paths ("content/…") start.
 */
export function describeBroken(broken: readonly BrokenLink[], contentDir = "content"): string[] {
  const contentFiles = contentFilesUnder(contentDir);
  const root = dirname(contentDir);
  const lines = new Map<string, string[]>();
  for (const b of broken) {
    // A body picture's resized copy is written in its file as the upload it was made from.
    const written = uploadOfCopy(b.link) ?? b.link;
    const holders = [...new Set(filesHolding(written, contentFiles))];
    const where = holders.length
      ? holders.join(", ")
      : (pageSource(b.page) ?? relative(".", b.file).split(sep).join("/"));
    const target = b.why.startsWith("no page") ? targetPath(b.link, b.page) : undefined;
    const source = target ? pageSource(target, root) : undefined;
    // Judged at the build's own time (BUILD_NOW), as the pages themselves were.
    const fix = fixFor(b.why, source ? notPublishedYet(source, root, buildClock.now) : undefined);
    const key = `${where}: broken link "${b.link}" (${b.why})`;
    lines.set(key, [...(lines.get(key) ?? []), b.page, fix]);
  }
  return [...lines].map(([key, found]) => {
    const pages = found.filter((_, i) => i % 2 === 0);
    const fix = found[1];
    const on =
      pages.length === 1
        ? pages[0]
        : `${pages.slice(0, 3).join(", ")}${pages.length > 3 ? ` and ${pages.length - 3} more pages` : ""}`;
    return `${key} on ${on}. ${fix}`;
  });
}

/** After the pages and their files are written: fails the build on any broken internal link. */
export function checkLinks(clientDir: string): number {
  const pages = builtPages(clientDir);
  const broken = brokenLinks(clientDir, pages);
  if (broken.length) {
    throw new Error(`Link check failed:\n  ${describeBroken(broken).join("\n  ")}`);
  }
  return pages.length;
}
