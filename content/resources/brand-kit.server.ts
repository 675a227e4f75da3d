import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * What the media kit on /news offers. The files themselves are written at build by
 * scripts/brand-kit.ts into public/brand/; this module only describes them for the page.
 * Loaders run at build with the project root as the working directory.
 */
export const brandKit = {
  href: "/brand/h2-brand-kit.zip",
  contents: [
    { name: "h2-logo.svg", text: "The H2 mark as a vector file, for print and screen" },
    { name: "h2-logo.png", text: "The mark at 512 × 512 px with a transparent background" },
    { name: "palette.json and palette.svg", text: "Every brand colour with hex and RGB values" },
    { name: "README.txt", text: "Clear space, minimum size and naming guidelines" },
  ],
} as const;

const SWATCHES = ["brand-600", "brand-950", "saffron-400", "mint-400", "ink", "surface"];

export interface Swatch {
  token: string;
  hex: string;
}

/** The key brand colours, read from the stylesheet so the page never drifts from it. */
export function brandSwatches(): Swatch[] {
  const css = readFileSync(join(process.cwd(), "app/app.css"), "utf8");
  return SWATCHES.map((token) => {
    const hex = css.match(new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{3,6})`))?.[1];
    if (!hex) throw new Error(`media kit: app/app.css has no --color-${token}`);
    return { token, hex: hex.toLowerCase() };
  });
}

/** "18 KB", or null when the kit has not been generated (a dev server before any build). */
export function brandKitSize(): string | null {
  const file = join(process.cwd(), "public", brandKit.href);
  if (!existsSync(file)) return null;
  return `${Math.max(1, Math.round(statSync(file).size / 1024))} KB`;
}
