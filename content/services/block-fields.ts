import { site } from "@content/site";
import { type ComponentSchema, fields } from "@keystatic/core";
import { z } from "zod";
import { array, checkbox, type Described, described, object } from "../editor/described";
import { byTitle } from "../editor/lists";
import { caseStudyChoices } from "../resources/case-study-choices";
import {
  address,
  art,
  choice,
  count,
  features,
  figure,
  figures,
  header,
  icon,
  ifChecked,
  link,
  links,
  listOf,
  maybe,
  optional,
  optionalAddress,
  points,
  required,
  type SectionPicture,
  sectionId,
  sectionPicture,
} from "./field-kit";
import { type ArtName, artNames, caseStudySlug } from "./section-rules";

/** A section's fields with a rule across them, checked where the section is saved. */
const checked = <F extends Described>(
  section: F,
  rule: (value: z.output<F["saved"]>, ctx: z.RefinementCtx) => void,
) => described(section, (section.saved as z.ZodType<z.output<F["saved"]>>).superRefine(rule));

const marks = [
  ["yes", "Yes (tick)"],
  ["partly", "Partly"],
  ["no", "No (cross)"],
] as const;
export type Mark = (typeof marks)[number][0];

/** A table's cell: a mark (with an optional note) or text. */
const cell = () => {
  const note = object({ note: optional("Note") });
  const cellText = object({ text: required("Text") });
  const withMark = (mark: Mark) =>
    z
      .object({ discriminant: z.literal(mark), value: note.saved })
      .strict()
      .transform((c) => ({ mark: c.discriminant, ...c.value }));
  return described(
    fields.conditional(
      choice("Cell", [...marks, ["text", "Text"]], "One cell a column, in the columns' order."),
      { yes: note, partly: note, no: note, text: cellText },
    ),
    z.union([
      withMark("yes"),
      withMark("partly"),
      withMark("no"),
      z
        .object({ discriminant: z.literal("text"), value: cellText.saved })
        .strict()
        .transform((c) => c.value),
    ]),
  );
};

/** What a split section shows beside its text, as the page reads it; none is undefined. */
export type Aside =
  | { art: ArtName }
  | { picture: SectionPicture }
  | { panelTitle: string; items: string[] };

/**
 * Beside a split section's text: nothing, an illustration, a panel with a list, or (where
 * `uploads` names the entries' uploads folder: landing pages) a picture the marketer uploads,
 * described or decorative. Service pages are singletons, whose uploads would share one folder.
 */
const aside = (uploads?: string) => {
  const illustration = described(
    fields.select({
      label: "Illustration",
      options: artNames.map((n) => ({ label: n, value: n })),
      defaultValue: artNames[0],
    }),
    z.enum(artNames),
  );
  const panel = object({
    panelTitle: required("Panel title"),
    items: listOf("Panel items", "Item", 2),
  });
  const pictures = uploads
    ? {
        picture: sectionPicture(uploads, { decorative: false }),
        decorativePicture: sectionPicture(uploads, { decorative: true }),
      }
    : undefined;
  const kinds = [
    ["none", "Nothing"],
    ["art", "An illustration"],
    ...(pictures
      ? ([
          ["picture", "A picture you upload, described"],
          [
            "decorativePicture",
            "A decorative picture you upload (says nothing to a screen reader)",
          ],
        ] as const)
      : []),
    ["panel", "A panel with a list"],
  ] as const;
  const member = (kind: string, value?: z.ZodType) =>
    z.object({ discriminant: z.literal(kind), ...(value ? { value } : {}) }).strict();
  const members = [
    member("none"),
    member("art", illustration.saved),
    member("panel", panel.saved),
    ...(pictures
      ? [
          member("picture", pictures.picture.saved),
          member("decorativePicture", pictures.decorativePicture.saved),
        ]
      : []),
  ];
  return described(
    fields.conditional(choice("Beside the text", kinds), {
      none: fields.empty(),
      art: illustration,
      ...(pictures ?? {}),
      panel,
    } as Record<(typeof kinds)[number][0], ComponentSchema>),
    z
      .discriminatedUnion(
        "discriminant",
        members as unknown as [z.ZodObject<{ discriminant: z.ZodLiteral<string> }>],
      )
      .transform((saved): Aside | undefined => {
        const a = saved as { discriminant: string; value?: unknown };
        if (a.discriminant === "art") return { art: a.value as ArtName };
        if (a.discriminant === "panel") return a.value as Aside;
        if (a.value) return { picture: a.value as SectionPicture };
        return undefined;
      }),
  );
};

/** Text (paragraphs, titled points or a checklist) beside an illustration, a picture or a panel. */
const splitSection = (uploads?: string) => ({
  label: "Text beside a picture",
  itemLabel: byTitle,
  schema: object({
    ...header(),
    paragraphs: listOf("Paragraphs", "Paragraph"),
    points: array(
      object({ title: required("Title"), text: required("Text", { multiline: true }) }),
      { label: "Titled points", itemLabel: byTitle },
    ),
    list: points("Checklist"),
    listColumns: count("Checklist columns", ["1", "2"]),
    /** "cross" for warning signs and things to avoid. */
    listMarker: choice("Checklist marks", [
      ["check", "Ticks"],
      ["cross", "Crosses (warning signs, things to avoid)"],
    ]),
    links: links("Links", 0),
    aside: aside(uploads),
    /** Put the aside first on wide screens. */
    reverse: checkbox({
      label: "Picture first",
      description: "On wide screens, show the illustration, picture or panel on the left.",
    }),
  }),
});

/** A landing page's split section: a picture uploaded with the page is offered beside its text. */
export const landingSplit = splitSection("landing");

/**
 * The kinds of section a service page is made of, in the order the editor offers them; a
 * landing page (content/landing/) offers some of them too.
 */
export const blockKinds = {
  /** Icon cards (FeatureGrid), or a compact icon list for longer inventories. */
  features: {
    label: "Icon cards",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      layout: choice("Layout", [
        ["cards", "Cards"],
        ["list", "Compact list (for long inventories)"],
      ]),
      columns: count("Cards per row", ["2", "3", "4"], "On wide screens.", "3"),
      items: features(2),
    }),
  },
  /** Large figures, optionally followed by cards. */
  stats: {
    label: "Big figures",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      stats: figures("Figures", 2, 4),
      note: optional("Footnote", {
        description: "Small print under the figures.",
        multiline: true,
      }),
      items: maybe(features(0)),
    }),
  },
  /** Numbered phases in a row, each optionally with bullets and a link. */
  phases: {
    label: "Numbered phases",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      phases: array(
        object({
          title: required("Title"),
          text: required("Text", { multiline: true }),
          icon: icon(),
          points: maybe(points()),
          to: optionalAddress("Link goes to"),
          linkLabel: optional("Link text"),
        }),
        { label: "Phases (2 to 4)", itemLabel: byTitle, length: { min: 2, max: 4 } },
      ),
    }),
  },
  /** Cards with a tag, text, bullets and optional key facts (roles, coaching formats). */
  details: {
    label: "Detail cards",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      columns: count("Cards per row", ["2", "3"], "On wide screens.", "3"),
      items: array(
        object({
          title: required("Title"),
          tag: optional("Tag", { description: "A short label shown above the title." }),
          icon: icon(),
          text: required("Text", { multiline: true }),
          points: points(),
          facts: figures("Key facts"),
        }),
        { label: "Cards", itemLabel: byTitle, length: { min: 2 } },
      ),
    }),
  },
  /** A real table: row headers down the side, one column per option, marks or text cells. */
  table: {
    label: "Comparison table",
    itemLabel: byTitle,
    schema: checked(
      object({
        ...header(),
        caption: required("Caption", {
          description: "What the table compares, read out by screen readers.",
        }),
        /** Header of the first column (what the rows are). */
        rowsLabel: required("First column heading", { description: "What the rows are." }),
        columns: array(
          object({
            label: required("Heading"),
            highlight: checkbox({
              label: "Highlight",
              description: "Marks the option we recommend.",
            }),
          }),
          {
            label: "Columns (2 to 4)",
            itemLabel: (props) => props.fields.label.value,
            length: { min: 2, max: 4 },
          },
        ),
        rows: array(
          object({
            label: required("Row heading"),
            detail: optional("Detail", { description: "A line under the row heading." }),
            cells: array(cell(), {
              label: "Cells",
              itemLabel: (props) => props.discriminant,
            }),
          }),
          { label: "Rows", itemLabel: (props) => props.fields.label.value, length: { min: 2 } },
        ),
        /** Small screens: scroll the table sideways, or stack one card per column. */
        small: choice("On phones", [
          ["scroll", "Scroll the table sideways"],
          ["stack", "One card per column"],
        ]),
        note: optional("Footnote", { multiline: true }),
      }),
      (t, ctx) => {
        t.rows.forEach((r, i) => {
          if (r.cells.length !== t.columns.length) {
            ctx.addIssue({
              code: "custom",
              path: ["rows", i, "cells"],
              message: `row "${r.label}" has ${r.cells.length} cells for ${t.columns.length} columns`,
            });
          }
        });
      },
    ),
  },
  /** Text (paragraphs, titled points or a checklist) beside an illustration or a panel. */
  split: splitSection(),
  /** The 'you avoid / you get' pair of lists. */
  avoidGet: {
    label: "You avoid / you get",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      avoid: object(
        { title: required("Title"), items: listOf("Items", "Item", 2) },
        { label: "You avoid" },
      ),
      get: object(
        { title: required("Title"), items: listOf("Items", "Item", 2) },
        { label: "You get" },
      ),
    }),
  },
  /** Long-form numbered sections (01, 02, ...) with bullets. */
  numbered: {
    label: "Numbered sections",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      items: array(
        object({
          title: required("Title"),
          text: required("Text", { multiline: true }),
          points: points(),
        }),
        { label: "Sections (01, 02, ...)", itemLabel: byTitle, length: { min: 2 } },
      ),
    }),
  },
  /**
   * A highlighted teaser (case study, related service) with a figure or art, links, and a case
   * study's PDF to download (the address of one of content/resources/case-studies/*.json).
   */
  spotlight: {
    label: "Spotlight (case study, related service)",
    itemLabel: byTitle,
    schema: checked(
      object({
        ...header(),
        paragraphs: listOf("Paragraphs", "Paragraph", 1),
        figure: ifChecked(
          { label: "Show a big figure", description: "A number beside the text." },
          figure(),
        ),
        art: art("Shown when there is no big figure."),
        download: ifChecked(
          {
            label: "Offer a case study to download",
            description: "A button that downloads the study's PDF, first among the links.",
          },
          object({
            label: required("Button text", { description: 'e.g. "Download the case study".' }),
            study: described(
              fields.select({
                label: "Case study",
                description: "The study the button downloads (from Case studies).",
                options: caseStudyChoices,
                defaultValue: caseStudyChoices[0]!.value,
              }),
              caseStudySlug,
            ),
          }),
        ),
        links: links("Links", 0),
      }),
      (b, ctx) => {
        if (b.links.length === 0 && !b.download) {
          ctx.addIssue({
            code: "custom",
            path: ["links"],
            message: "a spotlight needs a link or a case study to download",
          });
        }
      },
    ),
  },
  /** Delivery centres: the site's Bangalore locations (content/site.ts), listed on every page. */
  locations: {
    label: "Bangalore centres",
    itemLabel: byTitle,
    schema: (() => {
      const section = object(
        {
          id: sectionId(),
          title: required("Title"),
          intro: optional("Introduction", { multiline: true }),
        },
        { description: "Lists the delivery centres from the site settings (content/site.ts)." },
      );
      return described(
        section,
        section.saved.transform((l) => ({ ...l, locations: [...site.bangaloreLocations] })),
      );
    })(),
  },
  /** Closing call to action (CtaBand). */
  cta: {
    label: "Call to action band",
    itemLabel: byTitle,
    schema: object({
      title: required("Title"),
      text: required("Text", { multiline: true }),
      primary: object(
        { label: required("Button text"), to: address("Goes to") },
        { label: "Main button" },
      ),
      secondary: ifChecked(
        { label: "Second button", description: "A quieter button beside the main one." },
        link(),
      ),
    }),
  },
};

type Kind = {
  label: string;
  itemLabel?: (props: never) => string;
  schema: Described<ComponentSchema, z.ZodType>;
};
/** A section as the page reads it: its kind beside its fields. */
export type BlockFrom<K extends Record<string, Kind>> = {
  [P in keyof K & string]: { kind: P } & z.output<K[P]["schema"]["saved"]>;
}[keyof K & string];

/**
 * A page's sections, top to bottom: Keystatic saves each as { discriminant: kind, value }, read
 * as { kind, ...fields }.
 */
export function sections<K extends Record<string, Kind>>(
  kinds: K,
  options: { label: string; description?: string; min: number },
) {
  const members = Object.entries(kinds).map(([kind, { schema }]) =>
    z
      .object({ discriminant: z.literal(kind), value: schema.saved })
      .strict()
      .transform(({ value }) => ({ kind, ...(value as object) })),
  );
  const saved = z
    .array(
      z.discriminatedUnion(
        "discriminant",
        members as unknown as [z.ZodObject<{ discriminant: z.ZodLiteral<string> }>],
      ) as unknown as z.ZodType<BlockFrom<K>>,
    )
    .min(options.min);
  const { min, ...help } = options;
  return described(
    fields.blocks(kinds as never, { ...help, validation: { length: { min } } }),
    saved,
  );
}

export const blocks = sections(blockKinds, {
  label: "Sections",
  description: "The page's sections, top to bottom.",
  min: 2,
});

/** Any section of a service page, as the renderers take it (a landing page's too). */
export type ServiceBlock = BlockFrom<typeof blockKinds>;
