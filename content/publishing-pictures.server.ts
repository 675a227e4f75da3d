import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { UPLOADS_PREFIX } from "./article-body";
import { type BuildClock, isPublished, type Publishing } from "./publishing";

/**
 * Which uploaded pictures a build may carry. The editor saves every picture under
 * public/images/uploads/<collection>/<entry>/, which Astro would copy whole into the site: a
 * draft's cover, or a scheduled announcement's, would be public (at an address naming the entry)
 * before its time. So the public build carries only the uploads that content it shows names
 * (a cover, a share image, a body picture), and a preview carries them all. A picture named by a
 * published entry and a draft alike is public; one nothing names is in no public build.
 */

/** Every path under /images/uploads/ in `text`, as the site serves it (%20 read as a space). */
export function uploadsIn(text: string): string[] {
  return [...text.matchAll(/\/images\/uploads\/[^\s"'()<>\]]+/g)].map(([path]) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  });
}

/**
 * An object's publishing fields (content/publishing.ts) when it has them, so is an entry of its
 * own (a post's front matter, a case study in its list); an empty publishAt is none.
 */
function publishingOf(record: Record<string, unknown>): Publishing | undefined {
  const { draft, publishAt } = record;
  const at = typeof publishAt === "string" || publishAt instanceof Date ? publishAt : undefined;
  if (typeof draft !== "boolean" && !("publishAt" in record)) return undefined;
  return { draft: draft === true, ...(at ? { publishAt: at } : {}) };
}

/** Each upload `data` names, into `shown` or, inside an entry not out at `now`, `held`. */
function collect(data: unknown, now: Date, into: Set<string>, held: Set<string>): void {
  if (typeof data === "string") for (const path of uploadsIn(data)) into.add(path);
  else if (data instanceof Date) return;
  else if (Array.isArray(data)) for (const item of data) collect(item, now, into, held);
  else if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    const entry = publishingOf(record);
    const target = entry && !isPublished(entry, now) ? held : into;
    for (const value of Object.values(record)) collect(value, now, target, held);
  }
}

/** A content file's data: a Markdown file's front matter with its body beside it. */
function contentOf(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".md") || file.endsWith(".mdoc")) {
    const { data, content } = matter(text);
    // The body belongs to the entry its front matter describes.
    return { ...data, "": content };
  }
  if (file.endsWith(".json")) return JSON.parse(text);
  return parseYaml(text);
}

export interface PictureUse {
  /** Named by content the public site shows at the build's time. */
  published: Set<string>;
  /** Named only by drafts and entries whose publishAt has not come. */
  unpublished: Set<string>;
}

/** Which uploads the content files under `contentDir` name, and whether published at `now`. */
export function pictureUse(contentDir: string, now: Date): PictureUse {
  const published = new Set<string>();
  const held = new Set<string>();
  if (existsSync(contentDir)) {
    const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(md|mdoc|json|ya?ml)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of files) collect(contentOf(file), now, published, held);
  }
  return { published, unpublished: new Set([...held].filter((path) => !published.has(path))) };
}

/**
 * Whether `clock`'s build carries the upload at `path` (as the site serves it, under
 * /images/uploads/): a preview every one, the public build those its content names.
 */
export function uploadShownIn(
  clock: BuildClock,
  contentDir = "content",
): (path: string) => boolean {
  if (clock.preview) return () => true;
  const { published } = pictureUse(contentDir, clock.now);
  return (path) => path.startsWith(UPLOADS_PREFIX) && published.has(path);
}
