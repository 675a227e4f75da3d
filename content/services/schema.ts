import { z } from "zod";
import { iconField as icon } from "../icons.server";

/**
 * Shared shape of the engagement-model and service pages (/our-model, /dedicated-team, ...).
 * A page is a hero, an ordered list of typed blocks and the closing contact section. Each
 * page's copy lives in content/services/<page>.json, saved by the editor in its own shape
 * (file-schema.ts reads it into this one); app/components/site/services/ renders the blocks.
 * Validated when the page imports it at build: a bad file fails the build.
 */

export const text = z.string().trim().min(2);
/** Internal path ("/contact") or an anchor on the same page ("#contact"). */
export const hrefPattern = /^(\/[a-z0-9-/]*|#[a-z0-9-]+)$/;
export const href = z.string().regex(hrefPattern, 'use "/path" or "#anchor"');
/** A section's id: the anchor other pages link to. */
export const idPattern = /^[a-z0-9-]+$/;
/** Illustrations drawn in app/components/site/art/, resolved by name. */
export const artNames = [
  "flow",
  "team",
  "centre",
  "portfolio",
  "dashboard",
  "recovery",
  "loop",
  "coaching",
  "extension",
  "culture",
  "assessment",
  "funding",
  "alignment",
] as const;
export type ArtName = (typeof artNames)[number];

const link = z.object({ label: text, to: href }).strict();
export type PageLink = z.infer<typeof link>;

/** Band colour of a block: vary them down the page (white / surface / dark / brand). */
export const tone = z.enum(["white", "surface", "dark", "brand"]);
export type Tone = z.infer<typeof tone>;

const header = {
  /** Id of the section's h2 (unique on the page; also the section anchor). */
  id: z.string().regex(idPattern),
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
  tone: tone.default("white"),
};

const feature = z
  .object({
    title: text,
    text,
    icon: icon.optional(),
    to: href.optional(),
    linkLabel: text.optional(),
  })
  .strict();

const stat = z.object({ value: z.string().min(1), label: text }).strict();

export const mark = z.enum(["yes", "partly", "no"]);
export type Mark = z.infer<typeof mark>;
const cell = z.union([
  z.object({ mark, note: text.optional() }).strict(),
  z.object({ text }).strict(),
]);
export type TableCell = z.infer<typeof cell>;

const blocks = [
  /** Icon cards (FeatureGrid), or a compact icon list for longer inventories. */
  z.object({
    kind: z.literal("features"),
    ...header,
    layout: z.enum(["cards", "list"]).default("cards"),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(feature).min(2),
  }),
  /** Large figures, optionally followed by cards. */
  z.object({
    kind: z.literal("stats"),
    ...header,
    stats: z.array(stat).min(2).max(4),
    note: text.optional(),
    items: z.array(feature).optional(),
  }),
  /** Numbered phases in a row, each optionally with bullets and a link. */
  z.object({
    kind: z.literal("phases"),
    ...header,
    phases: z
      .array(
        z
          .object({
            title: text,
            text,
            icon: icon.optional(),
            points: z.array(text).optional(),
            to: href.optional(),
            linkLabel: text.optional(),
          })
          .strict(),
      )
      .min(2)
      .max(4),
  }),
  /** Cards with a tag, text, bullets and optional key facts (roles, coaching formats). */
  z.object({
    kind: z.literal("details"),
    ...header,
    columns: z.union([z.literal(2), z.literal(3)]).default(3),
    items: z
      .array(
        z
          .object({
            title: text,
            tag: text.optional(),
            icon: icon.optional(),
            text,
            points: z.array(text).default([]),
            facts: z.array(stat).default([]),
          })
          .strict(),
      )
      .min(2),
  }),
  /** A real table: row headers down the side, one column per option, marks or text cells. */
  z
    .object({
      kind: z.literal("table"),
      ...header,
      caption: text,
      /** Header of the first column (what the rows are). */
      rowsLabel: text,
      columns: z
        .array(z.object({ label: text, highlight: z.boolean().default(false) }).strict())
        .min(2)
        .max(4),
      rows: z
        .array(z.object({ label: text, detail: text.optional(), cells: z.array(cell) }).strict())
        .min(2),
      /** Small screens: scroll the table sideways in its own region, or stack one card per column. */
      small: z.enum(["scroll", "stack"]).default("scroll"),
      note: text.optional(),
    })
    .superRefine((t, ctx) => {
      t.rows.forEach((r, i) => {
        if (r.cells.length !== t.columns.length) {
          ctx.addIssue({
            code: "custom",
            path: ["rows", i, "cells"],
            message: `row "${r.label}" has ${r.cells.length} cells for ${t.columns.length} columns`,
          });
        }
      });
    }),
  /** Text (paragraphs, titled points or a checklist) beside an illustration or a panel. */
  z.object({
    kind: z.literal("split"),
    ...header,
    paragraphs: z.array(text).default([]),
    points: z.array(z.object({ title: text, text }).strict()).default([]),
    list: z.array(text).default([]),
    listColumns: z.union([z.literal(1), z.literal(2)]).default(1),
    /** "cross" for warning signs and things to avoid. */
    listMarker: z.enum(["check", "cross"]).default("check"),
    links: z.array(link).default([]),
    aside: z
      .union([
        z.object({ art: z.enum(artNames) }).strict(),
        z.object({ panelTitle: text, items: z.array(text).min(2) }).strict(),
      ])
      .optional(),
    /** Put the aside first on wide screens. */
    reverse: z.boolean().default(false),
  }),
  /** The 'you avoid / you get' pair of lists. */
  z.object({
    kind: z.literal("avoidGet"),
    ...header,
    avoid: z.object({ title: text, items: z.array(text).min(2) }).strict(),
    get: z.object({ title: text, items: z.array(text).min(2) }).strict(),
  }),
  /** Long-form numbered sections (01, 02, ...) with bullets. */
  z.object({
    kind: z.literal("numbered"),
    ...header,
    items: z
      .array(z.object({ title: text, text, points: z.array(text).default([]) }).strict())
      .min(2),
  }),
  /** A highlighted teaser (case study, related service) with a figure or art and links. */
  z.object({
    kind: z.literal("spotlight"),
    ...header,
    paragraphs: z.array(text).min(1),
    figure: stat.optional(),
    art: z.enum(artNames).optional(),
    links: z.array(link).min(1),
  }),
  /** Delivery centres (the site config's Bangalore locations). */
  z.object({
    kind: z.literal("locations"),
    id: header.id,
    title: text,
    intro: text.optional(),
    locations: z.array(z.object({ name: text, detail: text }).strict()).min(1),
  }),
  /** Closing call to action (CtaBand). */
  z.object({
    kind: z.literal("cta"),
    title: text,
    text,
    primary: link,
    secondary: link.optional(),
  }),
] as const;

const block = z.union(blocks);
export type ServiceBlock = z.infer<typeof block>;
export type BlockOf<K extends ServiceBlock["kind"]> = Extract<ServiceBlock, { kind: K }>;

/** The page's title and description for search results and shares. */
export const serviceMeta = z
  .object({ title: z.string().min(10).max(70), description: z.string().min(70).max(160) })
  .strict();

/** A page's content, everything but its address (the JSON file's name, kept out of the editor). */
export const servicePageContent = z
  .object({
    meta: serviceMeta,
    hero: z
      .object({
        eyebrow: text,
        title: text,
        subtitle: text,
        links: z.array(link).max(2).default([]),
        art: z.enum(artNames).optional(),
      })
      .strict(),
    blocks: z.array(block).min(2),
    /** The closing ContactSection (the live inquiry form). */
    contact: z.object({ heading: text, intro: text.optional() }).strict(),
  })
  .superRefine((p, ctx) => {
    const ids = p.blocks.flatMap((b) => ("id" in b ? [b.id] : []));
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) ctx.addIssue({ code: "custom", path: ["blocks"], message: `duplicate id "${dup}"` });
    if (ids.includes("contact") || ids.includes("contact-heading")) {
      ctx.addIssue({ code: "custom", path: ["blocks"], message: "ids contact* are reserved" });
    }
  });

type Content = z.output<typeof servicePageContent>;
/** A page as it is served, at `meta.path`. */
export type ServicePage = Omit<Content, "meta"> & { meta: Content["meta"] & { path: string } };
