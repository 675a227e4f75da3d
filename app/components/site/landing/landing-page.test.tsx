import { readFileSync } from "node:fs";
import { landingPagesFrom } from "@content/landing/pages.server";
import { landingPageFile } from "@content/landing/schema";
import type { BuildClock } from "@content/publishing";
import { readDataEntry } from "@content/test-support/read-collection";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LandingPageView } from "./landing-page";

const file = "content/landing/pages/cto-briefing.json";
const saved = readDataEntry(file, readFileSync(file, "utf8"), landingPageFile);
const now = new Date("2026-11-30T12:00:00Z");
const preview: BuildClock = { now, preview: true };
const publicBuild: BuildClock = { now, preview: false };

/** The page's HTML as the build renders it, for the example page saved with `publishing`. */
function built(clock: BuildClock, publishing: { draft: boolean; publishAt?: string }) {
  const [page] = landingPagesFrom([{ ...saved, data: { ...saved.data, ...publishing } }], clock);
  return page && renderToStaticMarkup(<LandingPageView page={page} downloads={{}} />);
}

const band = (html: string | undefined) => html?.match(/^<p class="[^"]*">([^<]*)<\/p>/)?.[1];

describe("a landing page's draft or schedule in a preview", () => {
  it("is marked above the page, as an article's is", () => {
    expect(band(built(preview, { draft: true }))).toBe(
      "Draft: only previews show this page; the public site leaves it out until it is published.",
    );
    expect(band(built(preview, { draft: false, publishAt: "2026-12-01T09:00:00.000Z" }))).toBe(
      "Scheduled for December 1, 2026, 09:00 UTC: only previews show this page until then.",
    );
  });

  it("is not marked once published, in a preview or the public build", () => {
    expect(band(built(preview, { draft: false }))).toBeUndefined();
    const due = { draft: false, publishAt: "2026-11-30T09:00:00.000Z" };
    expect(band(built(preview, due))).toBeUndefined();
    expect(band(built(publicBuild, due))).toBeUndefined();
  });

  it("is left out of the public build", () => {
    expect(built(publicBuild, { draft: true })).toBeUndefined();
    expect(
      built(publicBuild, { draft: false, publishAt: "2026-12-01T09:00:00.000Z" }),
    ).toBeUndefined();
  });
});
