import { buildClock } from "../build-clock";
import { spotlightProblems } from "../landing/pages.server";
import type { BuildClock, Publishing } from "../publishing";
import { agileCoaching } from "./agile-coaching.server";
import { dedicatedTeam } from "./dedicated-team.server";
import { offshoreCentre } from "./offshore-centre.server";
import { ourApproach } from "./our-approach.server";
import { ourModel } from "./our-model.server";
import { portfolioDevelopment } from "./portfolio-development.server";
import { portfolioOperations } from "./portfolio-operations.server";
import { productRecovery } from "./product-recovery.server";
import type { ServicePage } from "./schema";
import { teamExtension } from "./team-extension.server";

/**
 * The pages as this build serves them, refused as the landing pages are when a spotlight offers a
 * study the build leaves out (a draft, or scheduled for later): each such spotlight named with its
 * page's file, the field and the fix, before any page is drawn. The study's publishing is another
 * entry's, which may change after the page is saved, so the editor cannot refuse it at Save.
 */
export function checkedServicePages(
  pages: readonly ServicePage[],
  clock: BuildClock = buildClock,
  studies?: readonly (Publishing & { slug: string })[],
): ServicePage[] {
  const problems = pages.flatMap((page) =>
    // A page's address is its file's name (file-schema.ts): /dedicated-team, dedicated-team.json.
    spotlightProblems(page, `content/services${page.meta.path}.json`, clock, studies),
  );
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return [...pages];
}

/** Every engagement-model and service page; each is served at its own `meta.path`. */
export const servicePages = checkedServicePages([
  ourModel,
  dedicatedTeam,
  teamExtension,
  offshoreCentre,
  portfolioDevelopment,
  portfolioOperations,
  agileCoaching,
  productRecovery,
  ourApproach,
]);
