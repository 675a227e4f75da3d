import { z } from "zod";
import { iconField } from "../icons.server";
import { internalPath } from "../sectors/schema";

/** Schemas and types for the company pages (types are safe to import from components). */

const colour = z.string().regex(/^#[0-9a-f]{6}$/, "a #rrggbb colour");

/**
 * A leader's portrait is an original abstract illustration (no photo): a geometric bust with
 * initials, drawn from this palette and background motif by app/components/site/company/portrait.
 */
export const portraitSchema = z
  .object({
    background: colour,
    bust: colour,
    head: colour,
    accent: colour,
    motif: z.enum(["arcs", "grid", "rings", "diagonal", "dots", "steps"]),
  })
  .strict();

export const leaderSchema = z
  .object({
    name: z.string().min(3),
    role: z.string().min(3),
    country: z.enum(["France", "India", "Ireland", "Poland"]),
    base: z.string().min(3),
    bio: z.string().min(200).max(720),
    /** What this leader owns today, shown as tags under the bio. */
    owns: z.array(z.string().min(3).max(32)).min(2).max(4),
    image: portraitSchema,
  })
  .strict();

export type Leader = z.output<typeof leaderSchema>;
export type PortraitSpec = z.output<typeof portraitSchema>;

export const readMoreSchema = z
  .object({
    title: z.string().min(3),
    text: z.string().min(40).max(200),
    icon: iconField,
    /** Omit for a card that informs without linking anywhere. */
    to: internalPath.optional(),
    linkLabel: z.string().optional(),
    /** Footnote for a card without a link. */
    note: z.string().min(3).optional(),
  })
  .strict();

export type ReadMoreItem = z.output<typeof readMoreSchema>;
