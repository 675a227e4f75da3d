// The larger illustrations are served as generated SVG files (scripts/generate-art.ts renders
// each drawing, listed in drawings.tsx, to public/images/art/<name>.svg), not inline
// markup: inline, each was 0.3–0.5 KB brotli of its page's first network round trip, and the
// hero art is not even shown on phones. This module is data only: the drawings read their alt
// text here, never the other way round.
import type { ArtName } from "@content/services/schema";

/** The sector pages' illustrations, one per sector. */
export type SectorArtVariant = "fintech" | "retail" | "martech";

interface ArtFile {
  width: number;
  height: number;
  /** Alt text; empty for purely decorative art. */
  alt: string;
}

const service: ArtFile = { width: 480, height: 400, alt: "" };
const panel = (alt: string): ArtFile => ({ width: 520, height: 460, alt });

export const artImages = {
  flow: service,
  team: service,
  centre: service,
  portfolio: service,
  dashboard: service,
  recovery: service,
  loop: service,
  coaching: service,
  extension: service,
  culture: service,
  assessment: service,
  funding: service,
  alignment: service,
  fintech: panel("A payments dashboard, a card and a security shield"),
  retail: panel("An online storefront, a basket and a peak-season traffic chart"),
  martech: panel("Marketing channels feeding a funnel and an attribution chart"),
  about: panel(
    "Four ways H2 moves a portfolio: accelerate, recover, embed agile and optimize operations",
  ),
  leadership: panel("Leadership team from Ireland, France, Poland and India"),
  bangalore: { width: 520, height: 360, alt: "Bangalore skyline with three delivery centres" },
} satisfies Record<ArtName | SectorArtVariant | "about" | "leadership" | "bangalore", ArtFile>;

export type ArtImageName = keyof typeof artImages;

export const artUrl = (name: ArtImageName) => `/images/art/${name}.svg`;
