import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { isPublished, type Publishing, publishInstant } from "../content/publishing";

/**
 * Whether a scheduled item has come due since the last deploy: the hourly job of
 * .github/workflows/publish.yml asks this before it rebuilds. An item is due when it is not a
 * draft and its `publishAt` lies after `since` (the last deploy) and at or before `now`. Every
 * content file is read (Markdown front matter, YAML, JSON), and any object in it with a
 * `publishAt` counts, so a new kind of content (a landing page) needs nothing here.
 *
 *   npm run publish:due -- --since 2026-12-01T08:07:00Z [--now …] [--content content]
 *
 * prints `due=true` or `due=false` (a GitHub Actions output line) and, on stderr, each item
 * due. Without --since (no deploy yet) it answers due=true.
 */

export interface DueItem {
  file: string;
  publishAt: string;
}

type Found = { file: string; entry: Publishing & { publishAt: string | Date } };

/** Every object holding a publishAt in `data`, wherever it sits (a case study in its list). */
function withPublishAt(data: unknown, file: string, found: Found[]): Found[] {
  if (Array.isArray(data)) for (const item of data) withPublishAt(item, file, found);
  else if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (typeof record.publishAt === "string" || record.publishAt instanceof Date) {
      found.push({ file, entry: record as unknown as Found["entry"] });
    }
    for (const value of Object.values(record)) withPublishAt(value, file, found);
  }
  return found;
}

function read(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".md")) return matter(text).data;
  if (file.endsWith(".json")) return JSON.parse(text);
  return parseYaml(text);
}

/** The items whose publishAt fell in (since, now], drafts left out. */
export function dueItems(contentDir: string, since: Date, now: Date): DueItem[] {
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(md|json|ya?ml)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  return files
    .flatMap((file) => withPublishAt(read(file), relative(".", file).split(sep).join("/"), []))
    .filter(({ entry }) => isPublished(entry, now) && !isPublished(entry, since))
    .map(({ file, entry }) => ({
      file,
      publishAt: publishInstant(entry.publishAt).toISOString(),
    }));
}

function instantArg(name: string, value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new Error(`publish-due: --${name} "${value}" is not a time`);
  return at;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      since: { type: "string" },
      now: { type: "string" },
      content: { type: "string", default: "content" },
    },
  });
  const now = instantArg("now", values.now) ?? new Date();
  const since = instantArg("since", values.since);
  if (!since) {
    console.error("publish-due: no last deploy to compare with: deploying");
    console.log("due=true");
  } else {
    const due = dueItems(values.content, since, now);
    for (const item of due)
      console.error(`publish-due: ${item.file} (publishAt ${item.publishAt})`);
    console.error(
      `publish-due: ${due.length} item(s) came due between ${since.toISOString()} and ${now.toISOString()}`,
    );
    console.log(`due=${due.length > 0}`);
  }
}
