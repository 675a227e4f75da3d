import { buildClock } from "../build-clock";
import type { ContentEntry } from "../markdown.server";
import { type BuildClock, type PublishStatus, publishStatus, shownIn } from "../publishing";
import { addressPattern, LANDING_PREFIX, type LandingPage } from "./schema";

type Saved = Omit<LandingPage, "path">;

/** A landing page this build serves; in a preview, `status` says why the public site would not. */
export type ShownLandingPage = LandingPage & { status?: PublishStatus };

/**
 * Whether this build carries a saved landing page: the publishing rules every content kind
 * follows (content/publishing.ts: a draft, a date to publish on; a preview carries all).
 */
export function isLandingPagePublished(page: Saved, clock: BuildClock = buildClock): boolean {
  return shownIn(clock, page);
}

/**
 * The campaign landing pages from the `landing` collection (app/content.config.ts), whose schema
 * has already checked each file: each at /lp/<its file's name>, in address order. Pure, so it
 * runs the same under Astro (`getCollection("landing")`) and plain Vitest
 * (content/test-support/read-collection.ts).
 */
export function landingPagesFrom(
  entries: readonly ContentEntry<Saved>[],
  clock: BuildClock = buildClock,
): ShownLandingPage[] {
  return entries
    .map((entry) => {
      const where = entry.filePath ?? `content/landing/pages/${entry.id}.json`;
      if (!addressPattern.test(entry.id)) {
        throw new Error(
          `${where}: the file name (the page's address) must be lower-case words joined by -`,
        );
      }
      return { entry, path: `${LANDING_PREFIX}${entry.id}` };
    })
    .filter(({ entry }) => isLandingPagePublished(entry.data, clock))
    .map(({ entry, path }) => {
      // A preview marks a draft or a scheduled page as the articles' pages are marked.
      const status = publishStatus(entry.data, clock.now);
      return status ? { ...entry.data, path, status } : { ...entry.data, path };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
