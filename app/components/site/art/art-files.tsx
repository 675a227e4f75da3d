// What scripts/generate-art.ts draws into each public/images/art/<name>.svg (build only: pages
// name the files through art-urls.ts and never load this drawing code).
import type { JSX } from "react";
import { AboutArt, LeadershipArt } from "../company/company-art";
import { SectorArt } from "../sectors/sector-art";
import { serviceArt } from "../services/art";
import type { ArtImageName } from "./art-urls";
import { BangaloreArt } from "./bangalore-art";

export const artDrawings: Record<ArtImageName, () => JSX.Element> = {
  ...serviceArt,
  fintech: () => <SectorArt variant="fintech" />,
  retail: () => <SectorArt variant="retail" />,
  martech: () => <SectorArt variant="martech" />,
  about: AboutArt,
  leadership: LeadershipArt,
  bangalore: BangaloreArt,
};
