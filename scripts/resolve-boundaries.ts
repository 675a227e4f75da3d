// React's streaming renderer writes each Suspense boundary that finished after the shell as a
// hole (<!--$?--><template id="B:n">), a hidden <div id="S:n"> with the content, and an inline
// runtime ($RB/$RV/$RC, ≈0.9 KB) that moves the content into the hole once the page parses,
// up to 300 ms later. In a prerendered page every boundary is already complete, so this does
// the move at build time: the page ships the DOM the runtime would have produced (the one
// React hydrates against), without the runtime, its three CSP hashes or the late DOM change.
// React Router's data-streaming boundaries are the only ones on our pages; an unexpected shape
// fails the build rather than shipping a half-resolved page.
import { rewritePages } from "./files";

const HOLE = /<!--\$\?--><template id="(B:\d+)"><\/template>/g;
const SEGMENT = /<div hidden id="(S:\d+)">([\s\S]*?)<\/div>/g;
const REVEAL_TIMER =
  /<script id="_R_">requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g;
const RUNTIME = /<script>\$RB=\[\];[\s\S]*?<\/script>/g;
const COMPLETE = /\$RC\("(B:\d+)","(S:\d+)"\)/g;
const STANDALONE_COMPLETE = /<script>\$RC\("B:\d+","S:\d+"\)<\/script>/g;

/** The page with every completed Suspense boundary moved into place; unchanged if it has none. */
export function resolveBoundaries(html: string): string {
  if (!html.includes("<!--$?-->")) return html;
  const segments = new Map<string, string>();
  for (const [, id, content] of html.matchAll(SEGMENT)) {
    if (content!.includes("<div")) throw new Error(`resolve-boundaries: nested markup in ${id}`);
    segments.set(id!, content!);
  }
  const holeFor = new Map<string, string>();
  for (const [, hole, segment] of html.matchAll(COMPLETE)) holeFor.set(hole!, segment!);
  const fill = (markup: string, depth = 0): string =>
    markup.replace(HOLE, (_, hole: string) => {
      const segment = holeFor.get(hole);
      const content = segment === undefined ? undefined : segments.get(segment);
      if (content === undefined || depth > 20)
        throw new Error(`resolve-boundaries: boundary ${hole} has no completed content`);
      return `<!--$-->${fill(content, depth + 1)}`;
    });
  const out = fill(
    html
      .replace(SEGMENT, "")
      .replace(REVEAL_TIMER, "")
      .replace(RUNTIME, "")
      .replace(STANDALONE_COMPLETE, ""),
  );
  if (/\$R[BCVX]\b|<!--\$\?-->|id="[BS]:\d+"/.test(out))
    throw new Error("resolve-boundaries: streaming markup left after resolving");
  return out;
}

/** Applies resolveBoundaries to every page of a client build; returns how many it changed. */
export function resolveBoundariesInDir(clientDir: string): number {
  return rewritePages(clientDir, resolveBoundaries);
}
