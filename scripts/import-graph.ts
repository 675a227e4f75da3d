// The house's rooms and which way their imports may point, read from the sources themselves, so a new arrow the wrong way fails `npm test` (scripts/
// import-graph.test.ts) instead of waiting for a review to notice it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";

/** Files as repo-relative POSIX paths, each with the repo files it imports. */
export type ImportGraph = Map<string, string[]>;

/** tsconfig's `paths` (and scripts/aliases.ts): the prefix and the folder it stands for. */
const ALIASES: Record<string, string> = {
  "~/": "app/",
  "@lib/": "lib/",
  "@content/": "content/",
  "@server/": "server/",
};

const CODE = /\.(ts|tsx|mts|mjs|astro)$/;
/** What an import may name besides code: these are files of their own, never modules here. */
const ASSET = /\.(css|woff2?|svg|png|jpe?g|webp|avif|gif|ico|txt|md)$/;
const TRIED = ["", ".ts", ".tsx", ".mts", ".mjs", ".astro", "/index.ts", "/index.tsx"];

/** Every code file under the given folders, skipping what is built or installed. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const path = posix.join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (CODE.test(name)) out.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return out.sort();
}

/** The module specifiers one file names: imports, re-exports, dynamic imports. */
export function specifiers(path: string, text: string): string[] {
  const code = path.endsWith(".astro") ? astroCode(text) : text;
  return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

/** An .astro file's frontmatter and its <script> blocks: the parts that import. */
function astroCode(text: string): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join("\n");
}

/**
 * The repo file a specifier names, `null` for a package or an asset, or `undefined` when it
 * names a file of ours that is not there.
 */
export function resolveSpecifier(
  from: string,
  spec: string,
  isFile: (path: string) => boolean,
): string | null | undefined {
  const bare = spec.replace(/\?.*$/, "");
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = ALIASES[alias] + bare.slice(alias.length);
  else if (bare.startsWith("./") || bare.startsWith("../"))
    base = posix.normalize(posix.join(posix.dirname(from), bare));
  else return null;
  if (ASSET.test(base)) return null;
  if (base.endsWith(".json")) return isFile(base) ? base : undefined;
  // `./x.js` in TypeScript names ./x.ts.
  const stem = base.replace(/\.js$/, "");
  for (const ending of TRIED) if (isFile(stem + ending)) return stem + ending;
  return undefined;
}

/** The import graph of every code file under `folders` (and the configs at the root). */
export function readImportGraph(
  root: string,
  folders: readonly string[],
): { graph: ImportGraph; unresolved: string[]; twoNames: string[] } {
  const rootFiles = readdirSync(root).filter(
    (n) => CODE.test(n) && statSync(join(root, n)).isFile(),
  );
  const files = [...rootFiles, ...sourceFiles(root, folders)];
  const isFile = (path: string) =>
    existsSync(join(root, path)) && statSync(join(root, path)).isFile();
  const graph: ImportGraph = new Map();
  const unresolved: string[] = [];
  // One module imported by one file under two names (`@lib/x` and `../lib/x`).
  const twoNames: string[] = [];
  for (const file of files) {
    const targets = new Map<string, string>();
    for (const spec of specifiers(file, readFileSync(join(root, file), "utf8"))) {
      const target = resolveSpecifier(file, spec, isFile);
      if (target === undefined) unresolved.push(`${file} → ${spec}`);
      else if (target !== null) {
        const named = targets.get(target);
        if (named !== undefined && named !== spec) twoNames.push(`${file}: ${named}, ${spec}`);
        targets.set(target, spec);
      }
    }
    graph.set(file, [...targets.keys()]);
  }
  return { graph, unresolved, twoNames };
}

/** Every import circle, each as the files in it (Tarjan's strongly connected components). */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      part.push(top);
    } while (top !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

export interface HouseRules {
  /** Room → the rooms it must not import. */
  forbidden: Record<string, readonly string[]>;
  /**
   * server/ folders shared by the features (the database, HTTP, the outboxes...). Every other
   * folder is a feature: none imports another, and no shared folder imports one.
   */
  serverShared: readonly string[];
  /** server/ folders (top-level files as "") that put the features together and may import them. */
  serverComposers: readonly string[];
  /** Files run, served or loaded by name rather than imported. */
  isEntry: (file: string) => boolean;
  /** Folders whose files only import through their `index` module from outside (one entry). */
  singleEntry: readonly string[];
  /** Files held only to the no-circle rule (tests, which may check that two rooms agree). */
  crossesRooms: (file: string) => boolean;
}

const room = (file: string) => file.split("/")[0] ?? "";
/** The folder under server/ a file is in, "" for server's own top-level files. */
const serverFolder = (file: string) => {
  const parts = file.split("/");
  return parts[0] === "server" && parts.length > 2 ? (parts[1] ?? "") : "";
};

/** What breaks the house's rules, one line each (empty when the house is in order). */
export function graphProblems(graph: ImportGraph, rules: HouseRules): string[] {
  const problems: string[] = [];
  for (const circle of importCircles(graph)) problems.push(`import circle: ${circle.join(" ⇄ ")}`);
  const imported = new Set<string>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      imported.add(to);
      if (rules.crossesRooms(from)) continue;
      if (rules.forbidden[room(from)]?.includes(room(to)))
        problems.push(`${room(from)}/ imports ${room(to)}/: ${from} → ${to}`);
      if (room(from) === "server" && room(to) === "server") {
        const [a, b] = [serverFolder(from), serverFolder(to)];
        const feature =
          b !== "" && !rules.serverShared.includes(b) && !rules.serverComposers.includes(b);
        if (a !== b && feature && !rules.serverComposers.includes(a))
          problems.push(`server/${a || "."} imports the feature server/${b}: ${from} → ${to}`);
      }
      for (const folder of rules.singleEntry) {
        const inside = (f: string) => f.startsWith(`${folder}/`);
        if (inside(to) && !inside(from) && !/^index\.tsx?$/.test(to.slice(folder.length + 1)))
          problems.push(`${folder}/ is entered through its index only: ${from} → ${to}`);
      }
    }
  }
  for (const file of graph.keys()) {
    if (!imported.has(file) && !rules.isEntry(file)) problems.push(`imported by nothing: ${file}`);
  }
  return problems;
}

/** `tsx <file>` in package.json's scripts: the commands' entry points. */
export function packageScriptEntries(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return Object.values(pkg.scripts).flatMap((cmd) =>
    [...cmd.matchAll(/\btsx (\S+\.ts)\b/g)].map((m) => m[1] ?? ""),
  );
}
