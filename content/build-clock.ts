import { z } from "zod";
import type { BuildClock } from "./publishing";

/**
 * The build's clock and mode, read from the environment here and nowhere else (the server reads
 * its own in server/env.ts; these exist only while the site is built):
 * - `BUILD_NOW`: the instant the build publishes for (ISO, e.g. 2026-12-01T09:00:00Z); unset,
 *   the build's own start. Tests move it; CI leaves it unset.
 * - `PREVIEW=1`: a preview build (a content branch's, `npm run cms`): drafts and scheduled
 *   entries are built too, each marked on its page.
 */
const buildEnv = z.object({
  BUILD_NOW: z.iso
    .datetime({ offset: true, local: true })
    .optional()
    .transform((at) =>
      at ? new Date(/[Zz]|[+-]\d\d:\d\d$/.test(at) ? at : `${at}Z`) : new Date(),
    ),
  PREVIEW: z
    .enum(["", "0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

export function readBuildClock(source: Record<string, string | undefined>): BuildClock {
  const parsed = buildEnv.safeParse({
    BUILD_NOW: source.BUILD_NOW || undefined,
    PREVIEW: source.PREVIEW,
  });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`build clock: ${detail} (BUILD_NOW=2026-12-01T09:00:00Z, PREVIEW=1)`);
  }
  return { now: parsed.data.BUILD_NOW, preview: parsed.data.PREVIEW };
}

/** This build's clock, read once. */
export const buildClock: BuildClock = readBuildClock(process.env);
