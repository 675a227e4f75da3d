import { z } from "zod";
import { iconField } from "../icons.server";

/** Internal paths only: every link in content must point at a route of this site. */
export const internalPath = z.string().regex(/^\/[a-z0-9-]*$/, "an internal path like /contact");

/** A tile naming one sub-sector or capability (icon, title, one sentence). */
export const tileSchema = z
  .object({
    title: z.string().min(3).max(40),
    text: z.string().min(30).max(150),
    icon: iconField,
  })
  .strict();

/** A card with icon, heading and a short paragraph (benefits, help, solutions). */
export const cardSchema = z
  .object({
    title: z.string().min(3).max(60),
    text: z.string().min(40).max(260),
    icon: iconField,
    to: internalPath.optional(),
    linkLabel: z.string().min(3).optional(),
  })
  .strict();

export const headingSchema = z
  .object({
    eyebrow: z.string().min(2).max(40),
    title: z.string().min(5).max(90),
    intro: z.string().min(40).max(320).optional(),
  })
  .strict();

export const metaSchema = z
  .object({
    title: z.string().min(5).max(70),
    description: z.string().min(70).max(160),
    path: internalPath,
  })
  .strict();

export const statSchema = z.object({ value: z.string().min(1).max(12), label: z.string().min(3) });

/**
 * One sector landing page (FinTech, Retail & Ecommerce): the shared SectorPage component
 * renders every section from this object, so a new sector is a new content file only
 * (content/sectors/<name>.json, written by the editor: sector-pages.editor.ts).
 */
export const sectorPageSchema = z
  .object({
    meta: metaSchema,
    hero: z
      .object({
        eyebrow: z.string().min(2).max(40),
        title: z.string().min(5).max(80),
        subtitle: z.string().min(60).max(280),
        art: z.enum(["fintech", "retail"]),
      })
      .strict(),
    /** Core technologies, shown as chips in the hero. */
    chips: z.array(z.string().min(2).max(24)).length(5),
    tiles: z.object({ heading: headingSchema, items: z.array(tileSchema).length(8) }).strict(),
    /** The sector's delivery standards: what a regulated or peak-driven client must see. */
    standards: z
      .object({
        heading: headingSchema,
        points: z.array(z.string().min(30).max(200)).min(4).max(6),
        stats: z.array(statSchema).length(3),
      })
      .strict(),
    help: z.object({ heading: headingSchema, items: z.array(cardSchema).length(8) }).strict(),
    contact: z.object({ heading: z.string().min(5), intro: z.string().min(40) }).strict(),
    locations: z.object({ title: z.string().min(5), intro: z.string().min(40) }).strict(),
  })
  .strict();

export type SectorPageContent = z.output<typeof sectorPageSchema>;
export type Tile = z.output<typeof tileSchema>;

const martechRole = z
  .object({ name: z.string().min(3).max(48), note: z.string().min(3).optional() })
  .strict();

/** content/sectors/martech.json, as the editor saves it: the /martech page in its order. */
export const martechFile = z
  .object({
    meta: metaSchema,
    hero: z
      .object({
        eyebrow: z.string().min(2).max(40),
        title: z.string().min(5).max(90),
        subtitle: z.string().min(60).max(320),
      })
      .strict(),
    benefits: z.array(cardSchema).length(3),
    sectors: z.object({ heading: headingSchema, items: z.array(tileSchema).length(8) }).strict(),
    technologies: z
      .array(
        z
          .object({ name: z.string().min(3), items: z.array(z.string().min(2)).min(3).max(8) })
          .strict(),
      )
      .min(3)
      .max(6),
    /** The grid holds 22; the last carries the "and more" note. */
    roles: z
      .array(martechRole)
      .length(22)
      .refine((roles) => roles.at(-1)?.note, "the last role carries a note, e.g. “and more”"),
    why: z
      .object({
        heading: headingSchema,
        points: z.array(cardSchema).length(4),
        stats: z.array(statSchema.strict()).length(3),
      })
      .strict(),
    // The intro counts them ("Eight engagements").
    solutions: z.object({ heading: headingSchema, items: z.array(cardSchema).length(8) }).strict(),
    caseStudy: z
      .object({
        eyebrow: z.string().min(2).max(60),
        title: z.string().min(10),
        summary: z.string().min(60),
        results: z.array(statSchema.strict()).length(3),
        // A story the visitor can read in full: one of the case-study pages.
        to: z.string().regex(/^\/case-studies\/[a-z0-9-]+$/),
        linkLabel: z.string().min(3),
      })
      .strict(),
    // The title counts them ("Six reasons").
    reasons: z
      .object({
        heading: headingSchema,
        items: z
          .array(z.object({ title: z.string().min(5), text: z.string().min(30) }).strict())
          .length(6),
      })
      .strict(),
    /** New York is a client-partnership base, not an office in lib/site.ts. */
    locations: z
      .array(z.object({ name: z.string().min(3), detail: z.string().min(30) }).strict())
      .min(1)
      .max(3),
  })
  .strict();
