import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const manifest = require.resolve("astro/package.json");
const { bin } = require(manifest) as { bin: { astro: string } };

/**
 * Astro's CLI (its package's own `bin`), run with this Node directly: `npx` costs about half a
 * second to find it.
 */
export const astroBin = join(dirname(manifest), bin.astro);

/** The environment Astro's CLI runs in: the caller's, with Astro's telemetry off. */
export const astroEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: "1",
  ...env,
});
