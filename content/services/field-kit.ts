import { fields } from "@keystatic/core";
import { iconNames } from "../icons.server";
import { artNames, hrefPattern, idPattern } from "./schema";

/**
 * The editor's building blocks for service pages (block-fields.ts, page-fields.ts): text that
 * is required or may stay empty, links, figures, icon and illustration selects, each matching
 * its counterpart in file-schema.ts.
 */

type Help = { description?: string; multiline?: boolean };

/** Required text: at least two characters, as the schema's `text`. */
export const required = (label: string, { description, multiline }: Help = {}) =>
  fields.text({
    label,
    description,
    multiline,
    validation: { isRequired: true, length: { min: 2 } },
  });

/** Optional text: left empty it is not saved; otherwise at least two characters. */
export const optional = (label: string, { description, multiline }: Help = {}) =>
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
export const address = (label: string, isRequired: boolean) =>
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

export const titled = (props: { fields: { title: { value: string } } }) => props.fields.title.value;
export const listOf = (
  label: string,
  itemLabel: string,
  min = 0,
  max?: number,
  description?: string,
) =>
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
export const icon = selectOrNone("Icon", "No icon", iconNames, "A small picture beside the title.");
export const art = (description: string) =>
  selectOrNone("Illustration", "No illustration", artNames, description);

/** Options in the schema's order; the first is the default unless `defaultValue` says. */
export const choice = <V extends string>(
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

export const link = fields.object({ label: required("Button text"), to: address("Goes to", true) });
export const links = (label: string, min: number, max?: number) =>
  fields.array(link, {
    label,
    itemLabel: (props) => props.fields.label.value,
    validation: { length: { min, max } },
  });
export const figure = fields.object({
  value: fields.text({
    label: "Figure",
    description: 'The big number, e.g. "450+" or "3-5 yrs".',
    validation: { isRequired: true },
  }),
  label: required("Says what it counts"),
});
export const figures = (label: string, min = 0, max?: number) =>
  fields.array(figure, {
    label,
    itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
    validation: { length: { min, max } },
  });
/** An optional part: a checkbox that opens its fields. */
export const ifChecked = (
  label: string,
  description: string,
  value: Parameters<typeof fields.conditional>[1]["true"],
) =>
  fields.conditional(fields.checkbox({ label, description }), {
    true: value,
    false: fields.empty(),
  });

export const header = () => ({
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

export const feature = fields.object({
  title: required("Title"),
  text: required("Text", { multiline: true }),
  icon,
  to: address("Link goes to", false),
  linkLabel: optional("Link text", { description: 'e.g. "Read more"; shown when the card links.' }),
});
export const features = (min: number) =>
  fields.array(feature, { label: "Cards", itemLabel: titled, validation: { length: { min } } });

export const points = (label = "Bullet points") => listOf(label, "Bullet point");
