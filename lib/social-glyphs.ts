/** Brand glyphs drawn by hand (the icon set carries no trademarks): 24×24 filled paths. */
export const socialGlyphs = {
  LinkedIn:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76v5.59h-4v-4.95c0-1.18-.02-2.7-1.74-2.7-1.74 0-2.01 1.3-2.01 2.62v5.03h-4v-11Z",
  X: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.78L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57L16.67 19.2Z",
  Facebook:
    "M13.5 21v-7.5h2.55l.4-3h-2.95V8.6c0-.87.25-1.45 1.48-1.45h1.57V4.47A21 21 0 0 0 14.26 4.3c-2.27 0-3.76 1.38-3.76 3.92v2.28H8v3h2.5V21h3Z",
  YouTube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.28 5 12 5 12 5s-6.28 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.76 1.77C5.72 19 12 19 12 19s6.28 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
} as const satisfies Record<string, string>;

export type SocialNetwork = keyof typeof socialGlyphs;

export const isSocialNetwork = (name: string): name is SocialNetwork => name in socialGlyphs;

/**
 * Where a glyph is served as a white image (the footer's icons): written at build by
 * scripts/generate-art.ts. An image can load lazily; the footer sits far below the first
 * screen, and drawn inline the glyphs were ≈300 bytes brotli of every page.
 */
export const socialGlyphUrl = (name: SocialNetwork) => `/images/social/${name.toLowerCase()}.svg`;

/** One glyph as a standalone SVG document in the given colour. */
export function socialGlyphSvg(name: SocialNetwork, fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><path fill="${fill}" d="${socialGlyphs[name]}"/></svg>\n`;
}
