// What scripts/generate-art.ts draws into each public/images/art/<name>.svg (build only: pages
// name the files through catalogue.ts and never render these drawings themselves).
import type { JSX } from "react";
import { AlignmentArt } from "./alignment-art";
import { AssessmentArt } from "./assessment-art";
import { BangaloreArt } from "./bangalore-art";
import type { ArtImageName } from "./catalogue";
import { CentreArt } from "./centre-art";
import { CoachingArt } from "./coaching-art";
import { AboutArt, LeadershipArt } from "./company-art";
import { CultureArt } from "./culture-art";
import { DashboardArt } from "./dashboard-art";
import { ExtensionArt } from "./extension-art";
import { FlowArt } from "./flow-art";
import { FundingArt } from "./funding-art";
import { LoopArt } from "./loop-art";
import { PortfolioArt } from "./portfolio-art";
import { RecoveryArt } from "./recovery-art";
import { SectorArt } from "./sector-art";
import { TeamArt } from "./team-art";

export const artDrawings: Record<ArtImageName, () => JSX.Element> = {
  // The service illustrations, by the name content gives them ("team", "centre", ...).
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
  fintech: () => <SectorArt variant="fintech" />,
  retail: () => <SectorArt variant="retail" />,
  martech: () => <SectorArt variant="martech" />,
  about: AboutArt,
  leadership: LeadershipArt,
  bangalore: BangaloreArt,
};
