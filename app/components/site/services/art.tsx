import type { ArtName } from "@content/services/schema";
import type { JSX } from "react";
import { AlignmentArt } from "../art/alignment-art";
import { AssessmentArt } from "../art/assessment-art";
import { CentreArt } from "../art/centre-art";
import { CoachingArt } from "../art/coaching-art";
import { CultureArt } from "../art/culture-art";
import { DashboardArt } from "../art/dashboard-art";
import { ExtensionArt } from "../art/extension-art";
import { FlowArt } from "../art/flow-art";
import { FundingArt } from "../art/funding-art";
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
  extension: ExtensionArt,
  culture: CultureArt,
  assessment: AssessmentArt,
  funding: FundingArt,
  alignment: AlignmentArt,
} satisfies Record<ArtName, () => JSX.Element>;
