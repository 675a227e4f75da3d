import { describe, expect, it } from "vitest";
import { dedicatedTeam } from "./dedicated-team.server";
import { checkedServicePages, servicePages } from "./pages.server";

/** Issue 56 item 2: a service page's spotlight offering a study the build leaves out. */

const spotlights = servicePages.flatMap((page) =>
  page.blocks.flatMap((block, i) =>
    block.kind === "spotlight" && block.download ? [{ page, block, i }] : [],
  ),
);
const clock = { now: new Date("2026-12-01T09:00:00Z"), preview: false };

describe("a service page's spotlight offering a case study", () => {
  it("is on the pages this test walks (else it tests nothing)", () => {
    expect(spotlights.length).toBeGreaterThan(0);
  });

  it.each(spotlights)(
    "$page.meta.path: a draft study fails the build naming the file, the field and the fix",
    ({ page, block, i }) => {
      const study = block.kind === "spotlight" ? block.download!.study : "";
      const file = `content/services${page.meta.path}.json`;
      expect(() => checkedServicePages([page], clock, [{ slug: study, draft: true }])).toThrow(
        `${file}: blocks.${i} (spotlight "${block.id}"), Case study to download: "${study}" is a draft, so its PDF is not built. Fix: publish the study first (Case studies), or offer a published one`,
      );
    },
  );

  it("names a study scheduled for later as such", () => {
    const study = spotlights.find(({ page }) => page === dedicatedTeam)!;
    const slug = study.block.kind === "spotlight" ? study.block.download!.study : "";
    const later = [{ slug, publishAt: "2027-01-01T09:00:00Z" }];
    expect(() => checkedServicePages([dedicatedTeam], clock, later)).toThrow(
      /^content\/services\/dedicated-team\.json: blocks\.\d+ .* is scheduled for later/,
    );
  });

  it("names every page that offers one, each on its own line", () => {
    const drafted = spotlights.map(({ block }) => ({
      slug: block.kind === "spotlight" ? block.download!.study : "",
      draft: true,
    }));
    const lines = (() => {
      try {
        checkedServicePages(servicePages, clock, drafted);
        return [];
      } catch (error) {
        return (error as Error).message.split("\n");
      }
    })();
    expect(lines.map((line) => line.slice(0, line.indexOf(" (spotlight")))).toEqual(
      spotlights.map(({ page, i }) => `content/services${page.meta.path}.json: blocks.${i}`),
    );
  });

  it("passes a published study, and a draft in a preview (which builds it)", () => {
    const slugs = spotlights.map(({ block }) =>
      block.kind === "spotlight" ? block.download!.study : "",
    );
    expect(
      checkedServicePages(
        servicePages,
        clock,
        slugs.map((slug) => ({ slug, draft: false })),
      ),
    ).toEqual(servicePages);
    expect(
      checkedServicePages(
        servicePages,
        { ...clock, preview: true },
        slugs.map((slug) => ({ slug, draft: true })),
      ),
    ).toEqual(servicePages);
  });
});
