import { z } from "zod";

/**
 * Drafts and a schedule, shared by every kind of content a marketer publishes (news, insights,
 * blog posts, case studies, landing pages). Each such file carries `draft` (the editor's
 * checkbox, always saved) and, optionally, `publishAt` (the editor's date and time). The public
 * build shows an entry only once it is published (isPublished); a preview build shows them all,
 * each unpublished one marked on its page (publishStatus). Pure: the build's clock and mode come
 * from content/build-clock.ts.
 */

/**
 * When an entry goes live. The editor saves its date-time field as `2026-12-01T09:00` in JSON
 * and as a YAML timestamp (`2026-12-01T09:00:00.000Z`) in a Markdown or YAML file, which the
 * collections' reader hands over as its ISO text (content/astro-schema.ts). A time without a
 * zone is UTC, as the editor means it; a bare day is its midnight, UTC. Read as the instant's
 * ISO text.
 */
export const publishAt = z.union([
  z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
      'publishAt reads like "2026-12-01T09:00" (UTC)',
    )
    .transform((text, ctx) => {
      const at = publishInstant(text);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: "custom", message: `publishAt "${text}" is not a date and time` });
        return z.NEVER;
      }
      return at.toISOString();
    }),
  z.date().transform((at) => at.toISOString()),
]);

/** A saved publishAt as an instant: a time without a zone is UTC (JavaScript would take local). */
export function publishInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  const zoned = /T.*(Z|[+-]\d{2}:\d{2})$/.test(value);
  return new Date(value.includes("T") && !zoned ? `${value}Z` : value);
}

/** The two fields, spread into a content kind's file schema (at its end, as the editor saves). */
export const publishingFields = {
  /** On: kept out of the public build whatever `publishAt` says. */
  draft: z.boolean(),
  publishAt: publishAt.optional(),
};

export interface Publishing {
  draft?: boolean;
  /** ISO text (as publishingFields read it) or a Date. */
  publishAt?: string | Date;
}

/** The build's clock and mode (content/build-clock.ts reads them from the environment). */
export interface BuildClock {
  now: Date;
  /** A preview build: drafts and scheduled entries are built too, and marked. */
  preview: boolean;
}

/** Whether the public site shows `entry` at `now`: not a draft, and its publishAt has come. */
export function isPublished(entry: Publishing, now: Date): boolean {
  if (entry.draft) return false;
  if (entry.publishAt === undefined) return true;
  return publishInstant(entry.publishAt).getTime() <= now.getTime();
}

/** How a preview marks an entry the public site does not show yet; none for a published one. */
export type PublishStatus = { kind: "draft" } | { kind: "scheduled"; at: string };

export function publishStatus(entry: Publishing, now: Date): PublishStatus | undefined {
  if (entry.draft) return { kind: "draft" };
  if (isPublished(entry, now)) return undefined;
  return { kind: "scheduled", at: publishInstant(entry.publishAt!).toISOString() };
}

/** Whether a build shows an entry: a preview shows every one. */
export function shownIn(clock: BuildClock, entry: Publishing): boolean {
  return clock.preview || isPublished(entry, clock.now);
}

/**
 * The entries a build shows: the published ones, or in a preview every one. `publishing` picks
 * an entry's two fields (its front matter, or the entry itself).
 */
export function shownEntries<T>(
  entries: readonly T[],
  clock: BuildClock,
  publishing: (entry: T) => Publishing = (entry) => entry as Publishing,
): T[] {
  return entries.filter((entry) => shownIn(clock, publishing(entry)));
}

/**
 * `data` without its two publishing fields, plus `status` only where a preview must mark it: the
 * public build's pages and island props carry nothing new.
 */
export function withStatus<T extends Publishing>(
  data: T,
  clock: BuildClock,
): Omit<T, "draft" | "publishAt"> & { status?: PublishStatus } {
  const { draft: _draft, publishAt: _at, ...rest } = data;
  const status = publishStatus(data, clock.now);
  return status ? { ...rest, status } : rest;
}
