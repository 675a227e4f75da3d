import { agileCoaching } from "./agile-coaching.server";
import { dedicatedTeam } from "./dedicated-team.server";
import { offshoreCentre } from "./offshore-centre.server";
import { ourApproach } from "./our-approach.server";
import { ourModel } from "./our-model.server";
import { portfolioDevelopment } from "./portfolio-development.server";
import { portfolioOperations } from "./portfolio-operations.server";
import { productRecovery } from "./product-recovery.server";
import { teamExtension } from "./team-extension.server";

/** Every engagement-model and service page; each is served at its own `meta.path`. */
export const servicePages = [
  ourModel,
  dedicatedTeam,
  teamExtension,
  offshoreCentre,
  portfolioDevelopment,
  portfolioOperations,
  agileCoaching,
  productRecovery,
  ourApproach,
];
