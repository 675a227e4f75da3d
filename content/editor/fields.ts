import { type ComponentSchema, fields } from "@keystatic/core";
import { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH, TITLE_SUFFIX } from "@lib/seo-limits";
import { iconField, iconNames } from "../icons";
import { isoDate } from "../iso-date";
import { altLength, focusPoints, uploadedPicture } from "../uploaded-image";
import { array, described, object, optionalText, select, text } from "./described";
import { byFigure, byTitle, exactly } from "./lists";

/**
 * The fields the content kinds are made of, each with the schema of what it saves
 * (described.ts): the lengths, patterns and options below are the editor's and the build's.
 */

const focusLabels: Record<(typeof focusPoints)[number], string> = {
  middle: "The middle",
  top: "The top",
  bottom: "The bottom",
  left: "The left side",
  right: "The right side",
};

/** A required single line of `min` to `max` characters. */
export const line = (label: string, min: number, max: number, description?: string) =>
  text({ label, description, min, max });

/** A required paragraph (multi-line text) of `min` to `max` characters. */
export const paragraph = (label: string, min: number, max: number, description?: string) =>
  text({ label, description, min, max, multiline: true });

/** A single line that may be left empty (the file then omits it), else at least `min` long. */
export const optionalLine = (
  label: string,
  description?: string,
  min = 0,
  max = Infinity,
  multiline = false,
) => optionalText({ label, description, min, max, multiline });

/** Required text with a shortest length and no longest. */
export const atLeast = (label: string, min: number, multiline = false, description?: string) =>
  text({ label, description, min, multiline });

/** One of a list of values, saved as the string itself. */
export const choice = <const V extends string>(
  label: string,
  options: readonly V[],
  description?: string,
) => select({ label, description, options });

/** A lucide icon by name (content/icons.ts lists those the site draws), saved and read as its name. */
export const icon = (label = "Icon") =>
  described(
    fields.select({
      label,
      description: "The small picture beside the text. To use another, ask a developer.",
      options: iconNames.map((name) => ({ label: name, value: name })),
      defaultValue: iconNames[0]!,
    }),
    iconField,
  );

/** A #rrggbb colour (lower-case), as the portraits use. */
export const colour = (label: string, description?: string) =>
  text({
    label,
    description,
    pattern: { regex: /^#[0-9a-f]{6}$/, message: "A colour like #1f39ad (lower-case)" },
  });

/** A page of this site, like /contact. */
export const path = (label: string, description = "A page of this site, like /contact.") =>
  text({
    label,
    description,
    pattern: { regex: /^\/[a-z0-9-]*$/, message: "A path on this site, like /contact" },
  });

/** A link to a page of this site, like /contact; empty for none. */
export const optionalPath = (label: string, description?: string) =>
  optionalText({
    label,
    description,
    pattern: { regex: /^\/[a-z0-9-]*$/, message: "A path on this site, like /contact" },
  });

/** A day, picked from a calendar: YYYY-MM-DD. */
export const day = (label: string, description?: string) =>
  described(fields.date({ label, description, validation: { isRequired: true } }), isoDate);

/** A small figure and what it counts, e.g. "130+" / "teams built since 2014". */
export const stat = () =>
  object({
    value: line("Figure", 1, 12, 'Short: "11", "130+", "98%".'),
    label: atLeast("What it counts", 3),
  });

/** A section's heading: eyebrow, title and an optional intro. */
export const heading = (label = "Heading") =>
  object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 90),
      intro: optionalLine("Intro", "Optional sentence under the title.", 40, 320, true),
    },
    { label },
  );

/** A card with icon, title, text and an optional link. */
export const card = () =>
  object({
    title: line("Title", 3, 60),
    text: paragraph("Text", 40, 260),
    icon: icon(),
    to: optionalPath("Links to", "A page of this site, like /contact. Empty for no link."),
    linkLabel: optionalLine("Link text", "Only with a link.", 3),
  });

/** A list of cards: exactly `count` (`why` says what counts them), or `{ min, max }` as `description` says. */
export const cards = (
  label: string,
  count: number | { min: number; max: number; description: string },
  why?: string,
) =>
  array(card(), {
    label,
    itemLabel: byTitle,
    ...(typeof count === "number"
      ? exactly(count, why)
      : { description: count.description, length: { min: count.min, max: count.max } }),
  });

/** Exactly `count` figure tiles. */
export const figures = (count: number, why?: string) =>
  array(stat(), { label: "Figures", itemLabel: byFigure, ...exactly(count, why) });

/** A heading over exactly `count` icon tiles. */
export const tiles = (label: string, count: number) =>
  object(
    {
      heading: heading(),
      items: array(
        object({
          title: line("Title", 3, 40),
          text: paragraph("Text", 30, 150),
          icon: icon(),
        }),
        { label: "Tiles", itemLabel: byTitle, ...exactly(count) },
      ),
    },
    { label },
  );

/** A page's title, description and address, for search engines. */
export const pageMeta = () =>
  object(
    {
      title: line(
        "Title",
        SEARCH_TITLE_LENGTH.min,
        SEARCH_TITLE_LENGTH.max,
        `The browser tab and search results (followed by "${TITLE_SUFFIX}").`,
      ),
      description: paragraph(
        "Description",
        SEARCH_DESCRIPTION_LENGTH.min,
        SEARCH_DESCRIPTION_LENGTH.max,
        "The search results' snippet.",
      ),
      path: text({
        label: "Address",
        description: "The page's address. Do not change it: links and the sitemap use it.",
        pattern: { regex: /^\/[a-z0-9-]*$/, message: "A path like /martech" },
      }),
    },
    { label: "Search engines" },
  );

/**
 * An uploaded picture with its alt text (content/uploaded-image.ts reads it): none, a picture
 * described for screen readers, or (with `decorative`) one that says nothing to them. With
 * `focus`, the part of the picture to keep when a card or a banner crops it. The image is stored
 * under public/images/uploads/<collection>/<entry>/. A file without it (saved before the field
 * existed) reads as "None", as the editor reads it.
 */
export const picture = (
  label: string,
  collection: string,
  {
    description,
    decorative = true,
    focus = false,
  }: { description?: string; decorative?: boolean; focus?: boolean } = {},
) => {
  const image = fields.image({
    label: "Picture",
    directory: `public/images/uploads/${collection}`,
    publicPath: `/images/uploads/${collection}/`,
    validation: { isRequired: true },
  });
  const keep: Record<string, ComponentSchema> = focus
    ? {
        focus: fields.select({
          label: "Keep in view",
          description: "The part of the picture kept where a card or a banner crops it.",
          options: focusPoints.map((value) => ({ label: focusLabels[value], value })),
          defaultValue: "middle",
        }),
      }
    : {};
  const options = [
    { label: "None", value: "none" },
    { label: "A picture, described", value: "described" },
    ...(decorative
      ? [{ label: "A decorative picture (says nothing to a screen reader)", value: "decorative" }]
      : []),
  ];
  return described(
    fields.conditional(fields.select({ label, description, options, defaultValue: "none" }), {
      none: fields.empty(),
      described: fields.object({
        image,
        alt: fields.text({
          label: "Alt text",
          description: `What the picture shows, for visitors who cannot see it (${altLength.min} to ${altLength.max} characters).`,
          multiline: true,
          validation: { isRequired: true, length: altLength },
        }),
        ...keep,
      }),
      ...(decorative ? { decorative: fields.object({ image, ...keep }) } : {}),
    }),
    uploadedPicture(collection, { decorative, focus }).optional(),
  );
};
