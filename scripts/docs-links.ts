import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { Lexer, type Token, type Tokens } from "marked";

/** A link in a Markdown file that leads nowhere, as a reader would be told. */
export interface BrokenDocLink {
  file: string;
  href: string;
  reason: string;
}

/** A Markdown file's text by its path; the checker reads only through this, so tests can fake it. */
export type ReadDoc = (path: string) => string | undefined;

const fromDisk: ReadDoc = (path) =>
  existsSync(path) && statSync(path).isFile() ? readFileSync(path, "utf8") : undefined;

/** Every Markdown file a reader of the repository meets: the README and everything under docs/. */
export function docFiles(root: string): string[] {
  const files = [join(root, "README.md")];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) files.push(path);
    }
  };
  walk(join(root, "docs"));
  return files;
}

/** The text a reader sees in a run of inline tokens: marks and link targets gone, code kept. */
function plainText(tokens: Token[] | undefined): string {
  let text = "";
  for (const token of tokens ?? []) {
    if (token.type === "html") continue;
    if ("tokens" in token && token.tokens) text += plainText(token.tokens);
    else if (token.type === "codespan" || token.type === "escape" || token.type === "text")
      text += (token as Tokens.Text).text;
  }
  return text;
}

/**
 * GitHub's anchor for a heading (github-slugger): lower case, every character that is not a
 * letter, mark, digit, connector, space or hyphen dropped, spaces as hyphens; a repeated
 * heading gets -1, -2… in document order.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walkTokens(new Lexer().lex(markdown), (token) => {
    if (token.type !== "heading") return;
    const base = plainText((token as Tokens.Heading).tokens)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  // Raw HTML anchors (`<a id="…">`, `<details id="…">`) are targets too.
  for (const match of markdown.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi))
    anchors.add(match[1]!);
  return anchors;
}

function walkTokens(tokens: Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if ("tokens" in token && token.tokens) walkTokens(token.tokens, visit);
    if (token.type === "list")
      for (const item of (token as Tokens.List).items) walkTokens(item.tokens, visit);
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) walkTokens(cell.tokens, visit);
    }
  }
}

/** Every link and image target in a Markdown text, code blocks and code spans left out. */
export function linkTargets(markdown: string): string[] {
  const hrefs: string[] = [];
  walkTokens(new Lexer().lex(markdown), (token) => {
    if (token.type === "link" || token.type === "image") hrefs.push((token as Tokens.Link).href);
  });
  return hrefs;
}

/** A target outside the repository (a scheme, or protocol-relative) is not ours to check. */
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");

/**
 * Every relative link in `files` that names no existing file, and every `#anchor` that names
 * no heading in its target Markdown file (or in the same file, for a bare `#anchor`).
 */
export function brokenDocLinks(
  files: string[],
  root: string,
  read: ReadDoc = fromDisk,
  exists: (path: string) => boolean = existsSync,
): BrokenDocLink[] {
  const broken: BrokenDocLink[] = [];
  const anchorsOf = new Map<string, Set<string> | undefined>();
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) {
      const text = read(path);
      anchorsOf.set(path, text === undefined ? undefined : headingAnchors(text));
    }
    return anchorsOf.get(path);
  };
  for (const file of files) {
    const text = read(file);
    if (text === undefined) continue;
    for (const href of linkTargets(text)) {
      if (isExternal(href)) continue;
      const [rawPath = "", rawAnchor] = href.split("#", 2);
      const path = decodeURIComponent(rawPath.split("?")[0]!);
      const target = path === "" ? file : resolve(dirname(file), path);
      const where = relative(root, file);
      if (path !== "" && !exists(target)) {
        broken.push({ file: where, href, reason: `no file ${relative(root, target)}` });
        continue;
      }
      if (rawAnchor === undefined || !target.endsWith(".md")) continue;
      const anchor = decodeURIComponent(rawAnchor);
      const known = anchors(target);
      if (known && !known.has(anchor))
        broken.push({
          file: where,
          href,
          reason: `no heading #${anchor} in ${relative(root, target)}`,
        });
    }
  }
  return broken;
}
