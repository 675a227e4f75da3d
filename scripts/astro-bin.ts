import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Astro's CLI, run with this Node directly: `npx` costs about half a second to find it. */
export const astroBin = join(
  dirname(createRequire(import.meta.url).resolve("astro/package.json")),
  "astro.js",
);
