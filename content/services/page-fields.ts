import { fields } from "@keystatic/core";
import { iconNames } from "../icons.server";
import { artNames, hrefPattern, idPattern } from "./schema";

/**
 * The editor's fields for a service page, written once for all nine (pages.editor.ts). They
 * mirror file-schema.ts; content/editor/drift.test.ts fails when the two drift apart. The order
 * of the fields here is the order of the keys in the saved JSON.
 */

type Help = { description?: string; multiline?: boolean };

/** Required text: at least two characters, as the schema's `text`. */
const required = (label: string, { description, multiline }: Help = {}) =>
  fields.text({
    label,
    description,
    multiline,
    validation: { isRequired: true, length: { min: 2 } },
  });

/** Optional text: left empty it is not saved; otherwise at least two characters. */
const optional = (label: string, { description, multiline }: Help = {}) =>
  fields.text({
    label,
    description: description ? `Optional. ${description}` : "Optional.",
    multiline,
    validation: {
      pattern: {
        regex: /^(|[\s\S]{2,})$/,
        message: "Write at least 2 characters, or leave it empty",
      },
    },
  });

const hrefHelp = 'A page of this site ("/contact") or a section of this page ("#contact").';
const address = (label: string, isRequired: boolean) =>
  fields.text({
    label,
    description: isRequired ? hrefHelp : `Optional. ${hrefHelp}`,
    validation: {
      isRequired,
      pattern: {
        regex: isRequired ? hrefPattern : new RegExp(`^$|${hrefPattern.source}`),
        message: 'Write "/page" or "#section"',
      },
    },
  });

const titled = (props: { fields: { title: { value: string } } }) => props.fields.title.value;
const listOf = (label: string, itemLabel: string, min = 0, max?: number, description?: string) =>
  fields.array(required(itemLabel, { multiline: true }), {
    label,
    description,
    itemLabel: (props) => props.value,
    validation: { length: { min, max } },
  });

/** A select whose first option, "", saves nothing chosen. */
const selectOrNone = (label: string, none: string, names: readonly string[], description: string) =>
  fields.select({
    label,
    description,
    options: [{ label: none, value: "" }, ...names.map((n) => ({ label: n, value: n }))],
    defaultValue: "",
  });
const icon = selectOrNone("Icon", "No icon", iconNames, "A small picture beside the title.");
const art = (description: string) =>
  selectOrNone("Illustration", "No illustration", artNames, description);

/** Options in the schema's order; the first is the default unless `defaultValue` says. */
const choice = <V extends string>(
  label: string,
  options: [V, string][],
  description?: string,
  defaultValue: V = options[0]![0],
) =>
  fields.select({
    label,
    description,
    options: options.map(([value, l]) => ({ label: l, value })),
    defaultValue,
  });

const link = fields.object({ label: required("Button text"), to: address("Goes to", true) });
const links = (label: string, min: number, max?: number) =>
  fields.array(link, {
    label,
    itemLabel: (props) => props.fields.label.value,
    validation: { length: { min, max } },
  });
const figure = fields.object({
  value: fields.text({
    label: "Figure",
    description: 'The big number, e.g. "450+" or "3-5 yrs".',
    validation: { isRequired: true },
  }),
  label: required("Says what it counts"),
});
const figures = (label: string, min = 0, max?: number) =>
  fields.array(figure, {
    label,
    itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
    validation: { length: { min, max } },
  });
/** An optional part: a checkbox that opens its fields. */
const ifChecked = (
  label: string,
  description: string,
  value: Parameters<typeof fields.conditional>[1]["true"],
) =>
  fields.conditional(fields.checkbox({ label, description }), {
    true: value,
    false: fields.empty(),
  });

const header = () => ({
  id: fields.text({
    label: "Section id",
    description:
      "Lower-case words joined by -, unique on the page. Links to this section end in #id: keep it once published.",
    validation: { isRequired: true, pattern: { regex: idPattern, message: "Use a-z, 0-9 and -" } },
  }),
  eyebrow: optional("Eyebrow", { description: "The small line shown above the title." }),
  title: required("Title"),
  intro: optional("Introduction", {
    description: "A short paragraph under the title.",
    multiline: true,
  }),
  tone: choice(
    "Band colour",
    [
      ["white", "White"],
      ["surface", "Light grey"],
      ["dark", "Dark"],
      ["brand", "Brand colour"],
    ],
    "The section's background. Vary it down the page so sections stand apart.",
  ),
});

const feature = fields.object({
  title: required("Title"),
  text: required("Text", { multiline: true }),
  icon,
  to: address("Link goes to", false),
  linkLabel: optional("Link text", { description: 'e.g. "Read more"; shown when the card links.' }),
});
const features = (min: number) =>
  fields.array(feature, { label: "Cards", itemLabel: titled, validation: { length: { min } } });

const points = (label = "Bullet points") => listOf(label, "Bullet point");

export const blocks = fields.blocks(
  {
    features: {
      label: "Icon cards",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        layout: choice("Layout", [
          ["cards", "Cards"],
          ["list", "Compact list (for long inventories)"],
        ]),
        columns: choice(
          "Cards per row",
          [
            ["2", "2"],
            ["3", "3"],
            ["4", "4"],
          ],
          "On wide screens.",
          "3",
        ),
        items: features(2),
      }),
    },
    stats: {
      label: "Big figures",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        stats: figures("Figures", 2, 4),
        note: optional("Footnote", {
          description: "Small print under the figures.",
          multiline: true,
        }),
        items: features(0),
      }),
    },
    phases: {
      label: "Numbered phases",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        phases: fields.array(
          fields.object({
            title: required("Title"),
            text: required("Text", { multiline: true }),
            icon,
            points: points(),
            to: address("Link goes to", false),
            linkLabel: optional("Link text"),
          }),
          {
            label: "Phases (2 to 4)",
            itemLabel: titled,
            validation: { length: { min: 2, max: 4 } },
          },
        ),
      }),
    },
    details: {
      label: "Detail cards",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        columns: choice(
          "Cards per row",
          [
            ["2", "2"],
            ["3", "3"],
          ],
          "On wide screens.",
          "3",
        ),
        items: fields.array(
          fields.object({
            title: required("Title"),
            tag: optional("Tag", { description: "A short label shown above the title." }),
            icon,
            text: required("Text", { multiline: true }),
            points: points(),
            facts: figures("Key facts"),
          }),
          { label: "Cards", itemLabel: titled, validation: { length: { min: 2 } } },
        ),
      }),
    },
    table: {
      label: "Comparison table",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        caption: required("Caption", {
          description: "What the table compares, read out by screen readers.",
        }),
        rowsLabel: required("First column heading", { description: "What the rows are." }),
        columns: fields.array(
          fields.object({
            label: required("Heading"),
            highlight: fields.checkbox({
              label: "Highlight",
              description: "Marks the option we recommend.",
            }),
          }),
          {
            label: "Columns (2 to 4)",
            itemLabel: (props) => props.fields.label.value,
            validation: { length: { min: 2, max: 4 } },
          },
        ),
        rows: fields.array(
          fields.object({
            label: required("Row heading"),
            detail: optional("Detail", { description: "A line under the row heading." }),
            cells: fields.array(
              fields.conditional(
                choice(
                  "Cell",
                  [
                    ["yes", "Yes (tick)"],
                    ["partly", "Partly"],
                    ["no", "No (cross)"],
                    ["text", "Text"],
                  ],
                  "One cell a column, in the columns' order.",
                ),
                {
                  yes: fields.object({ note: optional("Note") }),
                  partly: fields.object({ note: optional("Note") }),
                  no: fields.object({ note: optional("Note") }),
                  text: fields.object({ text: required("Text") }),
                },
              ),
              { label: "Cells", itemLabel: (props) => props.discriminant },
            ),
          }),
          {
            label: "Rows",
            itemLabel: (props) => props.fields.label.value,
            validation: { length: { min: 2 } },
          },
        ),
        small: choice("On phones", [
          ["scroll", "Scroll the table sideways"],
          ["stack", "One card per column"],
        ]),
        note: optional("Footnote", { multiline: true }),
      }),
    },
    split: {
      label: "Text beside a picture",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        paragraphs: listOf("Paragraphs", "Paragraph"),
        points: fields.array(
          fields.object({ title: required("Title"), text: required("Text", { multiline: true }) }),
          { label: "Titled points", itemLabel: titled },
        ),
        list: points("Checklist"),
        listColumns: choice("Checklist columns", [
          ["1", "1"],
          ["2", "2"],
        ]),
        listMarker: choice("Checklist marks", [
          ["check", "Ticks"],
          ["cross", "Crosses (warning signs, things to avoid)"],
        ]),
        links: links("Links", 0),
        aside: fields.conditional(
          choice("Beside the text", [
            ["none", "Nothing"],
            ["art", "An illustration"],
            ["panel", "A panel with a list"],
          ]),
          {
            none: fields.empty(),
            art: fields.select({
              label: "Illustration",
              options: artNames.map((n) => ({ label: n, value: n })),
              defaultValue: artNames[0],
            }),
            panel: fields.object({
              panelTitle: required("Panel title"),
              items: listOf("Panel items", "Item", 2),
            }),
          },
        ),
        reverse: fields.checkbox({
          label: "Picture first",
          description: "On wide screens, show the illustration or panel on the left.",
        }),
      }),
    },
    avoidGet: {
      label: "You avoid / you get",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        avoid: fields.object(
          { title: required("Title"), items: listOf("Items", "Item", 2) },
          { label: "You avoid" },
        ),
        get: fields.object(
          { title: required("Title"), items: listOf("Items", "Item", 2) },
          { label: "You get" },
        ),
      }),
    },
    numbered: {
      label: "Numbered sections",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        items: fields.array(
          fields.object({
            title: required("Title"),
            text: required("Text", { multiline: true }),
            points: points(),
          }),
          {
            label: "Sections (01, 02, ...)",
            itemLabel: titled,
            validation: { length: { min: 2 } },
          },
        ),
      }),
    },
    spotlight: {
      label: "Spotlight (case study, related service)",
      itemLabel: titled,
      schema: fields.object({
        ...header(),
        paragraphs: listOf("Paragraphs", "Paragraph", 1),
        figure: ifChecked("Show a big figure", "A number beside the text.", figure),
        art: art("Shown when there is no big figure."),
        links: links("Links", 1),
      }),
    },
    locations: {
      label: "Bangalore centres",
      itemLabel: titled,
      schema: fields.object(
        {
          id: header().id,
          title: required("Title"),
          intro: optional("Introduction", { multiline: true }),
        },
        { description: "Lists the delivery centres from the site settings (lib/site.ts)." },
      ),
    },
    cta: {
      label: "Call to action band",
      itemLabel: titled,
      schema: fields.object({
        title: required("Title"),
        text: required("Text", { multiline: true }),
        primary: fields.object(link.fields, { label: "Main button" }),
        secondary: ifChecked("Second button", "A quieter button beside the main one.", link),
      }),
    },
  },
  {
    label: "Sections",
    description: "The page's sections, top to bottom.",
    validation: { length: { min: 2 } },
  },
);

export const pageFields = {
  meta: fields.object(
    {
      title: fields.text({
        label: "Title for search engines",
        description: "Shown in the browser tab and search results, 10 to 70 characters.",
        validation: { isRequired: true, length: { min: 10, max: 70 } },
      }),
      description: fields.text({
        label: "Description for search engines",
        description: "Shown under the title in search results, 70 to 160 characters.",
        multiline: true,
        validation: { isRequired: true, length: { min: 70, max: 160 } },
      }),
    },
    { label: "Search engines" },
  ),
  hero: fields.object(
    {
      eyebrow: required("Eyebrow", { description: "The small line shown above the title." }),
      title: required("Title", { description: "The page's main heading." }),
      subtitle: required("Subtitle", { multiline: true }),
      links: links("Buttons (up to 2)", 0, 2),
      art: art("Drawn beside the heading."),
    },
    { label: "Top of the page" },
  ),
  blocks,
  contact: fields.object(
    {
      heading: required("Heading", {
        description: "Above the enquiry form at the foot of the page.",
      }),
      intro: optional("Introduction", { multiline: true }),
    },
    { label: "Contact form" },
  ),
};
