import type { ArtName } from "@content/services/schema";
import type { JSX } from "react";
import { CentreArt } from "../art/centre-art";
import { CoachingArt } from "../art/coaching-art";
import { DashboardArt } from "../art/dashboard-art";
import { FlowArt } from "../art/flow-art";
import { LoopArt } from "../art/loop-art";
import { PortfolioArt } from "../art/portfolio-art";
import { RecoveryArt } from "../art/recovery-art";
import { TeamArt } from "../art/team-art";

/** The service illustrations, by the name content gives them ("team", "centre", ...). */
export const serviceArt = {
  flow: FlowArt,
  team: TeamArt,
  centre: CentreArt,
  portfolio: PortfolioArt,
  dashboard: DashboardArt,
  recovery: RecoveryArt,
  loop: LoopArt,
  coaching: CoachingArt,
} satisfies Record<ArtName, () => JSX.Element>;
