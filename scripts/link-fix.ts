import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { isPublished, publishInstant } from "../content/publishing";

/**
 * What a broken link's message says beyond the file (scripts/link-check.ts): the field of that
 * file that holds the link, and the fix. A link to an item that is not published yet (a draft,
 * or scheduled for later) is the one the editor cannot refuse at Save: the item may be published
 * before or after the page that links it, by another edit (content/editor/build-limits.test.ts).
 */

type Tree = unknown;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `text` holds `link` as a link, not as part of a longer address: "/blog/x" is not in
 * "/images/uploads/blog/x/cover.png" (a picture of that post) nor in "/blog/x-two". A link
 * ending in "." is an upload named without its extension (content/body-pictures.server.ts
 * uploadOfCopy): any extension may follow.
 */
export function holdsLink(text: string, link: string): boolean {
  const end = link.endsWith(".") ? "" : "(?![\\w/-])";
  return new RegExp(`(?:^|[^\\w./-])${escaped(link)}${end}`).test(text);
}

/** The first path, as "blocks.2.value.links.0.href", whose text holds `link`. */
function pathHolding(tree: Tree, link: string, at: string[] = []): string | undefined {
  if (typeof tree === "string") return holdsLink(tree, link) ? at.join(".") : undefined;
  if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      const found = pathHolding(value, link, [...at, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The data of a content file: JSON, YAML, or a Markdown file's front matter (and its body). */
function contentOf(file: string, text: string): { data: Tree; body?: string } {
  try {
    if (file.endsWith(".json")) return { data: JSON.parse(text) };
    if (/\.ya?ml$/.test(file)) return { data: parse(text) };
    const m = text.match(FRONT_MATTER);
    return { data: m ? parse(m[1]!) : {}, body: m ? text.slice(m[0].length) : text };
  } catch {
    return { data: {} };
  }
}

/** The field of `file` (its `text`) that holds `link`: "body" for a Markdown body. */
export function fieldHolding(file: string, text: string, link: string): string | undefined {
  const { data, body } = contentOf(file, text);
  return (
    pathHolding(data, link) ?? (body !== undefined && holdsLink(body, link) ? "body" : undefined)
  );
}

/** Why the content file behind a page is not built: a draft, or scheduled for later; else undefined. */
export function notPublishedYet(file: string, root = ".", now = new Date()): string | undefined {
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  const { data } = contentOf(file, readFileSync(path, "utf8"));
  const { draft, publishAt } = (data ?? {}) as { draft?: boolean; publishAt?: string | Date };
  if (isPublished({ draft: draft ?? false, publishAt: publishAt ?? undefined }, now))
    return undefined;
  if (draft) return `${file} is a draft`;
  const at = publishInstant(publishAt!).toISOString().slice(0, 16).replace("T", " ");
  return `${file} is scheduled for ${at} UTC`;
}

/** The fix for a link that leads nowhere, given why its target is not built (if it is content). */
export function fixFor(why: string, unpublished: string | undefined): string {
  if (unpublished)
    return `${unpublished}, so its page is not built yet. Fix: publish it first (untick Draft, or let its Publish at come), give this page a Publish at no earlier than its, or take the link out until it is live`;
  if (why.includes(" has no id "))
    return "Fix: link to a section the page has (its id), or drop the part after #";
  return "Fix: correct the address, or take the link out";
}
