/**
 * Deterministic cover art for articles: overlapping colour blocks on a brand field,
 * seeded by the slug so every article has its own composition. Written to
 * public/images/<kind>/<slug>.svg at build (scripts/generate-art.ts for insights,
 * scripts/brand-kit.ts for the rest), and drawn inline wherever a page shows it as a cover.
 */
const palettes: Record<string, [string, string, string, string]> = {
  "Agile Transformation": ["#1b2c6c", "#3a62f0", "#ffb547", "#7ee6d3"],
  "Digital Transformation": ["#0e173d", "#5d84fb", "#ff7a63", "#ffd08a"],
  "Team Building": ["#1d3289", "#3fd3b8", "#ffb547", "#dbe5ff"],
  "Portfolio Management": ["#0e173d", "#2647d6", "#7ee6d3", "#ff7a63"],
  "Agile Coaching": ["#1f39ad", "#ffb547", "#8eadff", "#3fd3b8"],
  DevOps: ["#0b1530", "#3fd3b8", "#3a62f0", "#ffd08a"],
};

function seeded(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export function coverArtSvg(slug: string, category: string, width = 1200, height = 675): string {
  const [bg, a, b, c] = palettes[category] ?? palettes["Agile Transformation"]!;
  const rand = seeded(slug);
  const r = (min: number, max: number) => Math.round(min + rand() * (max - min));
  const blocks = [a, b, c, a, c]
    .map((fill, i) => {
      const w = r(180, 420);
      const h = r(140, 360);
      const x = r(-60, width - w / 2);
      const y = r(-40, height - h / 2);
      const rx = i % 2 ? r(16, 48) : h / 2;
      const opacity = (0.55 + rand() * 0.4).toFixed(2);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" opacity="${opacity}"/>`;
    })
    .join("");
  // The dot grid is one dashed line per row (round caps on zero-length dashes draw dots): the
  // same picture as 60 circles in a tenth of the markup, which matters where it is drawn inline.
  const rows = Array.from({ length: 6 }, (_, i) => `M60 ${height - 200 + i * 28}h253`).join("");
  const dots = `<path d="${rows}" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 28" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${bg}"/>${blocks}${dots}<path d="M${width - 260} 90h170M${width - 260} 130h120" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.8"/></svg>`;
}

/** The entries that get generated cover art, by their folder under /images/. */
const COVER_KINDS = ["insights", "blog", "case-studies", "news"] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

/** Where an entry's generated art is served (an uploaded cover has another path). */
export const coverArtPath = (kind: CoverKind, slug: string) => `/images/${kind}/${slug}.svg`;

// Case studies and news stories borrow an article category's palette for theirs.
const borrowedPalettes: Partial<Record<CoverKind, Record<string, string>>> = {
  "case-studies": {
    "Financial Services": "Portfolio Management",
    "Financial Technology": "Digital Transformation",
    "Food Technology": "Team Building",
    "Retail & E-commerce": "Agile Coaching",
    "Technology Services": "DevOps",
  },
  news: {
    "Company News": "Agile Transformation",
    "Best Practices": "Team Building",
    "Company Milestone": "Agile Coaching",
    "Technology Insights": "DevOps",
    Security: "Portfolio Management",
  },
};

/**
 * The palette an entry's art is drawn in, from its group: an insight's category, a post's
 * topic, a case study's industry, a story's category.
 */
export function coverPalette(kind: CoverKind, group: string): string {
  return borrowedPalettes[kind]?.[group] ?? group;
}

/** The shape of `coverArtPath`: the kind is checked against COVER_KINDS. */
const GENERATED = /^\/images\/([\w-]+)\/([\w-]+)\.svg$/;

/**
 * The drawing behind a cover served from its generated-art path (`coverArtPath`), the same as
 * that file; undefined for an uploaded cover, which is only ever an image.
 */
export function generatedCoverSvg(image: string, group: string): string | undefined {
  const [, kind, slug] = GENERATED.exec(image) ?? [];
  if (!slug || !COVER_KINDS.some((k) => k === kind)) return undefined;
  return coverArtSvg(slug, coverPalette(kind as CoverKind, group));
}
