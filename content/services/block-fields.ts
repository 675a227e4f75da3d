import { fields } from "@keystatic/core";
import {
  address,
  art,
  choice,
  features,
  figure,
  figures,
  header,
  icon,
  ifChecked,
  link,
  links,
  listOf,
  optional,
  points,
  required,
  titled,
} from "./field-kit";
import { artNames } from "./schema";

/** The kinds of section a service page is made of, in the order the editor offers them. */
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
