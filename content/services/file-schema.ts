import { site } from "@lib/site";
import { z } from "zod";
import { iconNames } from "../icons.server";
import {
  artNames,
  href,
  idPattern,
  mark,
  type ServicePage,
  serviceMeta,
  servicePageContent,
  text,
  tone,
} from "./schema";

/**
 * A service page's JSON file exactly as the editor (pages.editor.ts) saves it, read into the
 * page's shape (schema.ts), which then checks it again. Keystatic writes every select, checkbox
 * and list, defaults included, and leaves an empty text out; a block is saved as
 * { discriminant: kind, value: fields }, an optional part as { discriminant, value? }.
 */

const optionalText = text.optional();
const optionalHref = href.optional();
/** A select's "none" option saves "". */
const orNone = <const T extends readonly string[]>(values: T) =>
  z.enum(["", ...values]).transform((v) => (v === "" ? undefined : (v as T[number])));
const icon = orNone(iconNames);
const art = orNone(artNames);
/** Selects save their option as text: "3", not 3. */
const count = <const T extends readonly `${number}`[]>(values: T) =>
  z
    .enum(values)
    .transform((v) => Number(v) as T[number] extends `${infer N extends number}` ? N : never);
/** A list the page may leave out; the editor saves it empty. */
const maybe = <T extends z.ZodType>(item: T) =>
  z.array(item).transform((a) => (a.length ? a : undefined));
const link = z.object({ label: text, to: href }).strict();
const stat = z.object({ value: z.string().min(1), label: text }).strict();
const list = z.array(text);

/** An optional part behind a checkbox: { discriminant: false } or { discriminant: true, value }. */
const ifChecked = <T extends z.ZodType>(value: T) =>
  z
    .union([
      z.object({ discriminant: z.literal(false) }).strict(),
      z.object({ discriminant: z.literal(true), value }).strict(),
    ])
    .transform((c) => ("value" in c ? (c.value as z.output<T>) : undefined));

/** A block as Keystatic's blocks field saves it, read as the page's { kind, ...fields }. */
export const blockFile = <const K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z
    .object({ discriminant: z.literal(kind), value: z.object(shape).strict() })
    .strict()
    .transform(({ value }) => ({ kind, ...value }));

const header = {
  id: z.string().regex(idPattern),
  eyebrow: optionalText,
  title: text,
  intro: optionalText,
  tone,
};

const feature = z
  .object({ title: text, text, icon, to: optionalHref, linkLabel: optionalText })
  .strict();

const cell = z.union([
  z
    .object({ discriminant: mark, value: z.object({ note: optionalText }).strict() })
    .strict()
    .transform((c) => ({ mark: c.discriminant, ...c.value })),
  z
    .object({ discriminant: z.literal("text"), value: z.object({ text }).strict() })
    .strict()
    .transform((c) => c.value),
]);

const aside = z
  .union([
    z.object({ discriminant: z.literal("none") }).strict(),
    z.object({ discriminant: z.literal("art"), value: z.enum(artNames) }).strict(),
    z
      .object({
        discriminant: z.literal("panel"),
        value: z.object({ panelTitle: text, items: list.min(2) }).strict(),
      })
      .strict(),
  ])
  .transform((a) =>
    a.discriminant === "art" ? { art: a.value } : a.discriminant === "panel" ? a.value : undefined,
  );

/** Each block kind's fields, as saved under `value`. */
export const blockShapes = {
  features: {
    ...header,
    layout: z.enum(["cards", "list"]),
    columns: count(["2", "3", "4"]),
    items: z.array(feature).min(2),
  },
  stats: {
    ...header,
    stats: z.array(stat).min(2).max(4),
    note: optionalText,
    items: maybe(feature),
  },
  phases: {
    ...header,
    phases: z
      .array(
        z
          .object({
            title: text,
            text,
            icon,
            points: maybe(text),
            to: optionalHref,
            linkLabel: optionalText,
          })
          .strict(),
      )
      .min(2)
      .max(4),
  },
  details: {
    ...header,
    columns: count(["2", "3"]),
    items: z
      .array(
        z
          .object({
            title: text,
            tag: optionalText,
            icon,
            text,
            points: list,
            facts: z.array(stat),
          })
          .strict(),
      )
      .min(2),
  },
  table: {
    ...header,
    caption: text,
    rowsLabel: text,
    columns: z
      .array(z.object({ label: text, highlight: z.boolean() }).strict())
      .min(2)
      .max(4),
    rows: z
      .array(z.object({ label: text, detail: optionalText, cells: z.array(cell) }).strict())
      .min(2),
    small: z.enum(["scroll", "stack"]),
    note: optionalText,
  },
  split: {
    ...header,
    paragraphs: list,
    points: z.array(z.object({ title: text, text }).strict()),
    list,
    listColumns: count(["1", "2"]),
    listMarker: z.enum(["check", "cross"]),
    links: z.array(link),
    aside,
    reverse: z.boolean(),
  },
  avoidGet: {
    ...header,
    avoid: z.object({ title: text, items: list.min(2) }).strict(),
    get: z.object({ title: text, items: list.min(2) }).strict(),
  },
  numbered: {
    ...header,
    items: z.array(z.object({ title: text, text, points: list }).strict()).min(2),
  },
  spotlight: {
    ...header,
    paragraphs: list.min(1),
    figure: ifChecked(stat),
    art,
    links: z.array(link).min(1),
  },
  locations: { id: header.id, title: text, intro: optionalText },
  cta: { title: text, text, primary: link, secondary: ifChecked(link) },
};

const b = blockShapes;
const blocks = z.discriminatedUnion("discriminant", [
  blockFile("features", b.features),
  blockFile("stats", b.stats),
  blockFile("phases", b.phases),
  blockFile("details", b.details),
  blockFile("table", b.table),
  blockFile("split", b.split),
  blockFile("avoidGet", b.avoidGet),
  blockFile("numbered", b.numbered),
  blockFile("spotlight", b.spotlight),
  // The centres themselves are the site's (lib/site.ts), listed on every page that shows them.
  blockFile("locations", b.locations).transform((l) => ({
    ...l,
    locations: [...site.bangaloreLocations],
  })),
  blockFile("cta", b.cta),
]);

const fileShape = z
  .object({
    meta: serviceMeta,
    hero: z
      .object({
        eyebrow: text,
        title: text,
        subtitle: text,
        links: z.array(link).max(2),
        art,
      })
      .strict(),
    blocks: z.array(blocks).min(2),
    contact: z.object({ heading: text, intro: optionalText }).strict(),
  })
  .strict();

/** What content/services/<page>.json must hold: the zod authority over the editor's saves. */
export const servicePageFile = fileShape.pipe(
  // The page's own checks run on what the file reads as (zod's pipe types its input strictly).
  servicePageContent as z.ZodType<z.output<typeof servicePageContent>, z.output<typeof fileShape>>,
);

/**
 * Reads one page's file (`file`: its name in content/services/, which is also its address:
 * dedicated-team.json is served at /dedicated-team). A bad file fails the build naming the file
 * and each bad field.
 */
export function defineServicePage(file: string, data: unknown): ServicePage {
  const where = `content/services/${file}`;
  const path = `/${file.replace(/\.json$/, "")}`;
  if (!/^\/[a-z-]+$/.test(path)) throw new Error(`${where}: name the file like "our-model.json"`);
  const parsed = servicePageFile.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `  [${inFile(i.path).join(".")}] ${i.message}`)
      .join("\n");
    throw new Error(`service page ${where} is invalid:\n${detail}`);
  }
  return { ...parsed.data, meta: { ...parsed.data.meta, path } };
}

/** The page's own checks (schema.ts) see a block's fields without the file's `value` level. */
function inFile(path: PropertyKey[]): PropertyKey[] {
  const [root, index, key] = path;
  const unwrapped = root === "blocks" && typeof index === "number" && key !== undefined;
  return unwrapped && key !== "value" && key !== "discriminant"
    ? [root, index, "value", ...path.slice(2)]
    : path;
}
