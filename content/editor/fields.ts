import { fields } from "@keystatic/core";
import { iconNames } from "../icons.server";

/** A required single line with the schema's length bounds. */
export const line = (label: string, min: number, max: number, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min, max } } });

/** A required paragraph (multi-line text) with the schema's length bounds. */
export const paragraph = (label: string, min: number, max: number, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: { isRequired: true, length: { min, max } },
  });

/** A single line that may be left empty (the file then omits it), else at least `min` long. */
export const optionalLine = (
  label: string,
  description?: string,
  min = 0,
  max = Infinity,
  multiline = false,
) =>
  fields.text({
    label,
    description,
    multiline,
    // A length minimum would forbid the empty line too.
    validation: {
      length: { max },
      pattern: {
        regex: new RegExp(`^$|^[\\s\\S]{${min},}$`),
        message: `${label}: empty, or at least ${min} characters`,
      },
    },
  });

/** One of a schema's enum values, saved as the string itself. */
export const choice = (label: string, options: readonly string[], description?: string) =>
  fields.select({
    label,
    description,
    options: options.map((o) => ({ label: o, value: o })),
    defaultValue: options[0]!,
  });

/** A lucide icon by name (content/icons.server.ts lists those the site draws). */
export const icon = (label = "Icon") =>
  choice(label, iconNames, "The small picture beside the text. To use another, ask a developer.");

/** A #rrggbb colour (lower-case), as the portraits use. */
export const colour = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: /^#[0-9a-f]{6}$/, message: "A colour like #1f39ad (lower-case)" },
    },
  });

/** A link to a page of this site, like /contact; empty for none. */
export const optionalPath = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      pattern: { regex: /^(\/[a-z0-9-]*)?$/, message: "A path on this site, like /contact" },
    },
  });

/** A small figure and what it counts, e.g. "130+" / "teams built since 2014". */
export const stat = () =>
  fields.object({
    value: line("Figure", 1, 12, 'Short: "11", "130+", "98%".'),
    label: fields.text({
      label: "What it counts",
      validation: { isRequired: true, length: { min: 3 } },
    }),
  });

/** A section's heading (content/sectors/schema.ts headingSchema). */
export const heading = (label = "Heading") =>
  fields.object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 90),
      intro: optionalLine("Intro", "Optional sentence under the title.", 40, 320, true),
    },
    { label },
  );

/** A card with icon, title, text and an optional link (content/sectors/schema.ts cardSchema). */
export const card = () =>
  fields.object({
    title: line("Title", 3, 60),
    text: paragraph("Text", 40, 260),
    icon: icon(),
    to: optionalPath("Links to", "A page of this site, like /contact. Empty for no link."),
    linkLabel: optionalLine("Link text", "Only with a link.", 3),
  });

/** A list of cards; each is listed by its title. */
export const cards = (label: string, min: number, max: number, description?: string) =>
  fields.array(card(), {
    label,
    description,
    itemLabel: (props) => props.fields.title.value,
    validation: { length: { min, max } },
  });

/** A heading over exactly `count` icon tiles (content/sectors/schema.ts tileSchema). */
export const tiles = (label: string, count: number, countWord: string) =>
  fields.object(
    {
      heading: heading(),
      items: fields.array(
        fields.object({
          title: line("Title", 3, 40),
          text: paragraph("Text", 30, 150),
          icon: icon(),
        }),
        {
          label: "Tiles",
          description: `Exactly ${countWord}.`,
          itemLabel: (props) => props.fields.title.value,
          validation: { length: { min: count, max: count } },
        },
      ),
    },
    { label },
  );

/** Required text with a shortest length and no longest. */
export const atLeast = (label: string, min: number, multiline = false, description?: string) =>
  fields.text({ label, description, multiline, validation: { isRequired: true, length: { min } } });

/** A page's title, description and address (content/sectors/schema.ts metaSchema). */
export const pageMeta = () =>
  fields.object(
    {
      title: line("Title", 5, 70, "The browser tab and search results."),
      description: paragraph("Description", 70, 160, "The search results' snippet."),
      path: fields.text({
        label: "Address",
        description: "The page's address. Do not change it: links and the sitemap use it.",
        validation: {
          isRequired: true,
          pattern: { regex: /^\/[a-z0-9-]*$/, message: "A path like /martech" },
        },
      }),
    },
    { label: "Search engines" },
  );
