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

const art = {
  flow: FlowArt,
  team: TeamArt,
  centre: CentreArt,
  portfolio: PortfolioArt,
  dashboard: DashboardArt,
  recovery: RecoveryArt,
  loop: LoopArt,
  coaching: CoachingArt,
} satisfies Record<ArtName, (p: { className?: string }) => JSX.Element>;

/** Resolves an illustration named in content ("team", "centre", ...). Decorative. */
export function ServiceArt({ name, className }: { name: ArtName; className?: string }) {
  const Art = art[name];
  return <Art className={className ?? "h-auto w-full"} />;
}
