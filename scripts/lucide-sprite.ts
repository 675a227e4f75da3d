// Icons drawn once, in one cached file. Every lucide icon used to carry its paths inline, in
// the page (each page draws 20–40 of them: ≈2 KB brotli of every first round trip) and in the
// JavaScript. Each icon module is rewritten to draw <use href="/assets/icons-<hash>.svg#name">
// instead, so lucide's own component still renders the <svg> with its size, stroke and
// aria-hidden, and the drawings live in a sprite built from every icon the app imports.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "./files";

type IconNode = [tag: string, attrs: Record<string, string | number>][];

/** The drawing in a lucide-react icon module: `const __iconNode = [...];` before its component. */
const ICON_NODE = /const __iconNode = (\[[\s\S]*?\]);\nconst /;

/** The drawing of one icon, read from its lucide-react module. */
export function iconNode(moduleSource: string): IconNode {
  const literal = ICON_NODE.exec(moduleSource)?.[1];
  if (!literal) throw new Error("lucide-sprite: icon module without its __iconNode drawing");
  return new Function(`return ${literal}`)() as IconNode;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const attr = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One <symbol> per icon (id = lucide's file name), in name order so the file is stable. */
export function spriteSvg(icons: Map<string, IconNode>): string {
  const symbols = [...icons.keys()].sort().map((id) => {
    const shapes = icons
      .get(id)!
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([k]) => k !== "key")
          .map(([k, v]) => ` ${kebab(k)}="${attr(v)}"`);
        return `<${tag}${list.join("")}/>`;
      })
      .join("");
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** The icon module drawing a reference into the sprite instead of its own paths. */
export function spriteIconModule(moduleSource: string, href: string): string {
  if (!ICON_NODE.test(moduleSource))
    throw new Error("lucide-sprite: icon module without its __iconNode drawing");
  return moduleSource.replace(ICON_NODE, (whole, literal: string) =>
    whole.replace(literal, JSON.stringify([["use", { href, key: "use" }]])),
  );
}

export interface Sprite {
  url: string;
  svg: string;
  /** Icon file names (lucide's kebab-case) the sprite draws. */
  icons: Set<string>;
}

/**
 * The sprite for the icon files `names` lists (read from lucide-react's icons folder), named by
 * a hash of its content so it is cached immutably like every other asset.
 */
export function buildSprite(iconsDir: string, names: Iterable<string>): Sprite {
  const icons = new Map<string, IconNode>();
  for (const name of names)
    icons.set(name, iconNode(readFileSync(join(iconsDir, `${name}.js`), "utf8")));
  const svg = spriteSvg(icons);
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { url: `/assets/icons-${hash}.svg`, svg, icons: new Set(icons.keys()) };
}

/** Source files of the app (where every lucide import lives). */
export function sourceFiles(dir: string): string[] {
  return filesUnder(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}
