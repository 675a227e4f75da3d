import { z } from "zod";
import { iconField } from "../icons.server";
import { cardSchema, headingSchema, internalPath, statSchema } from "../sectors/schema";

/** Schemas and types for the company pages (types are safe to import from components). */

export const colour = z.string().regex(/^#[0-9a-f]{6}$/, "a #rrggbb colour");

/**
 * A leader's portrait is an original abstract illustration (no photo): a geometric bust with
 * initials, drawn from this palette and background motif by app/components/site/company/portrait.
 */
export const motifs = ["arcs", "grid", "rings", "diagonal", "dots", "steps"] as const;
export const countries = ["France", "India", "Ireland", "Poland"] as const;

export const portraitSchema = z
  .object({
    background: colour,
    bust: colour,
    head: colour,
    accent: colour,
    motif: z.enum(motifs),
  })
  .strict();

export const leaderSchema = z
  .object({
    name: z.string().min(3),
    role: z.string().min(3),
    country: z.enum(countries),
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

/**
 * content/company/leadership.json, as the editor saves it: the /leadership page in its order.
 * The founder quote must be by one of the leaders (their portrait is drawn beside it).
 */
export const leadershipFile = z
  .object({
    hero: z
      .object({
        eyebrow: z.string().min(2).max(40),
        title: z.string().min(5).max(90),
        subtitle: z.string().min(60).max(320),
      })
      .strict(),
    sayHello: z
      .object({
        // The section's intro is `text`: no heading intro.
        heading: headingSchema.omit({ intro: true }),
        text: z.string().min(60).max(400),
        stats: z.array(statSchema.strict()).length(3),
      })
      .strict(),
    leaders: z.array(leaderSchema).min(1),
    founderQuote: z
      .object({
        quote: z.string().min(60).max(320),
        name: z.string().min(3),
        role: z.string().min(3),
      })
      .strict(),
    readMore: z.array(readMoreSchema).min(1).max(6),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (!file.leaders.some((l) => l.name === file.founderQuote.name)) {
      ctx.addIssue({
        code: "custom",
        path: ["founderQuote", "name"],
        message: "the founder quote must be by one of the leaders",
      });
    }
  });

const cardGrid = (min: number, max: number) =>
  z.object({ heading: headingSchema, items: z.array(cardSchema).min(min).max(max) }).strict();

/** content/company/about.json, as the editor saves it: the /about page in its order. */
export const aboutFile = z
  .object({
    purpose: z
      .object({
        heading: headingSchema,
        paragraphs: z.array(z.string().min(60).max(420)).min(1).max(3),
        stats: z.array(statSchema.strict()).length(4),
      })
      .strict(),
    // Its title counts them ("Four ways").
    approach: cardGrid(4, 4),
    mission: z
      .object({
        eyebrow: z.string().min(2).max(40),
        statement: z.string().min(40).max(200),
        commitments: z
          .array(z.object({ title: z.string().min(3), text: z.string().min(30) }).strict())
          .length(3),
      })
      .strict(),
    help: cardGrid(3, 9),
    industries: cardGrid(1, 6),
  })
  .strict();
