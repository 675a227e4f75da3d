import { fields } from "@keystatic/core";
import { z } from "zod";
import {
  array,
  described,
  ifChecked,
  object,
  optionalText,
  select,
  text,
} from "../editor/described";
import { byFigure, byText, byTitle } from "../editor/lists";
import { type IconName, iconNames } from "../icons";
import { altLength, altText, uploadedImage } from "../uploaded-image";
import { artNames, hrefPattern, idPattern } from "./section-rules";

/**
 * The building blocks of service and landing pages (block-fields.ts, page-fields.ts): text that
 * is required or may stay empty, links, figures, icon and illustration selects. Each says how it
 * is saved and how the page reads it (an empty select as nothing, a count as a number).
 */

type Help = { description?: string; multiline?: boolean };

/** Required text: at least two characters. */
export const required = (label: string, { description, multiline }: Help = {}) =>
  text({ label, description, multiline, min: 2 });

/** Optional text: left empty it is not saved; otherwise at least two characters. */
export const optional = (label: string, { description, multiline }: Help = {}) =>
  optionalText({
    label,
    description: description ? `Optional. ${description}` : "Optional.",
    multiline,
    min: 2,
  });

const hrefHelp = 'A page of this site ("/contact") or a section of this page ("#contact").';
const hrefRule = { regex: hrefPattern, message: 'Write "/page" or "#section"' };
export const address = (label: string) => text({ label, description: hrefHelp, pattern: hrefRule });
export const optionalAddress = (label: string) =>
  optionalText({ label, description: `Optional. ${hrefHelp}`, pattern: hrefRule });

export const listOf = (
  label: string,
  itemLabel: string,
  min = 0,
  max?: number,
  description?: string,
) =>
  array(required(itemLabel, { multiline: true }), {
    label,
    description,
    itemLabel: byText,
    length: { min, max },
  });

/** A list the page may leave out: the editor saves it empty, the page reads it as none. */
export const maybe = <T extends z.ZodType>(
  list: ReturnType<typeof array> & { saved: z.ZodArray<T> },
) =>
  described(
    list,
    list.saved.transform((items) => (items.length ? items : undefined)),
  );

/** A select whose first option, "", saves nothing chosen: read as undefined. */
const selectOrNone = <const V extends string>(
  label: string,
  none: string,
  names: readonly V[],
  description: string,
) =>
  fields.select({
    label,
    description,
    options: [{ label: none, value: "" }, ...names.map((n) => ({ label: n, value: n }))],
    defaultValue: "",
  });
const orNone = <const V extends string>(names: readonly V[]) =>
  z.enum(["", ...names]).transform((v) => (v === "" ? undefined : (v as V)));

/** An icon by name, or none (the pages draw it: components/site/icon-svg.server.ts). */
export const icon = () =>
  described(
    selectOrNone("Icon", "No icon", iconNames, "A small picture beside the title."),
    orNone(iconNames as readonly IconName[]),
  );
export const art = (description: string) =>
  described(
    selectOrNone("Illustration", "No illustration", artNames, description),
    orNone(artNames),
  );

/** Options in this order; the first is the default unless `defaultValue` says. */
export const choice = <const V extends string>(
  label: string,
  options: readonly (readonly [V, string])[],
  description?: string,
  defaultValue?: NoInfer<V>,
) => select({ label, description, options, defaultValue });

/** How many of something a row shows: a select saves "3", the page reads 3. */
export const count = <const N extends `${number}`>(
  label: string,
  options: readonly N[],
  description?: string,
  defaultValue?: NoInfer<N>,
) => {
  const field = choice(
    label,
    options.map((n) => [n, n] as const),
    description,
    defaultValue,
  );
  return described(
    field,
    field.saved.transform((n) => Number(n) as N extends `${infer V extends number}` ? V : never),
  );
};

export const link = () => object({ label: required("Button text"), to: address("Goes to") });
export const links = (label: string, min: number, max?: number) =>
  array(link(), {
    label,
    itemLabel: (props) => props.fields.label.value,
    length: { min, max },
  });
export const figure = () =>
  object({
    value: text({ label: "Figure", description: 'The big number, e.g. "450+" or "3-5 yrs".' }),
    label: required("Says what it counts"),
  });
export const figures = (label: string, min = 0, max?: number) =>
  array(figure(), {
    label,
    itemLabel: byFigure,
    length: { min, max },
  });
export { ifChecked };

/** A section's id: the anchor links to it end in. */
export const sectionId = () =>
  text({
    label: "Section id",
    description:
      "Lower-case words joined by -, unique on the page, not contact or contact-heading (the contact form's). Links to this section end in #id: keep it once published.",
    pattern: {
      regex: idPattern,
      message: "Use a-z, 0-9 and -; contact and contact-heading are taken",
    },
  });

export const header = () => ({
  id: sectionId(),
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

export const feature = () =>
  object({
    title: required("Title"),
    text: required("Text", { multiline: true }),
    icon: icon(),
    to: optionalAddress("Link goes to"),
    linkLabel: optional("Link text", {
      description: 'e.g. "Read more"; shown when the card links.',
    }),
  });
export const features = (min: number) =>
  array(feature(), { label: "Cards", itemLabel: byTitle, length: { min } });

export const points = (label = "Bullet points") => listOf(label, "Bullet point");

/**
 * Where a section's picture is anchored when its frame crops it, of nine: the editor's "Keep in
 * view" (the page turns each into a CSS object-position).
 */
export const focalPoints = [
  ["middle", "The middle"],
  ["top", "The top"],
  ["top-right", "The top right corner"],
  ["right", "The right side"],
  ["bottom-right", "The bottom right corner"],
  ["bottom", "The bottom"],
  ["bottom-left", "The bottom left corner"],
  ["left", "The left side"],
  ["top-left", "The top left corner"],
] as const;
export type FocalPoint = (typeof focalPoints)[number][0];

/** An uploaded picture as a section shows it: `alt` is "" for a decorative one. */
export interface SectionPicture {
  src: string;
  alt: string;
  focus: FocalPoint;
}

/**
 * A picture uploaded into a section of a `collection` entry (public/images/uploads/<collection>/
 * <entry>/...): described, with its alt text, or `decorative` (says nothing to a screen reader),
 * and what its frame's crop keeps in view. The editor refuses Save without the alt text of a
 * described one, and the build refuses the file, naming the field.
 */
export const sectionPicture = (collection: string, { decorative }: { decorative: boolean }) => {
  const image = described(
    fields.image({
      label: "Picture",
      description: "A photo or a drawing, at least 1344 pixels wide for sharp screens.",
      directory: `public/images/uploads/${collection}`,
      publicPath: `/images/uploads/${collection}/`,
      validation: { isRequired: true },
    }),
    uploadedImage(collection),
  );
  const focus = choice(
    "Keep in view",
    focalPoints,
    "The part of the picture kept when its frame crops it (phones and wide screens crop it differently).",
  );
  const alt = described(
    fields.text({
      label: "Alt text",
      description: `What the picture shows, for visitors who cannot see it (${altLength.min} to ${altLength.max} characters).`,
      multiline: true,
      validation: { isRequired: true, length: altLength },
    }),
    altText,
  );
  const group = decorative ? object({ image, focus }) : object({ image, alt, focus });
  return described(
    group,
    (group.saved as z.ZodType<{ image: string; alt?: string; focus: FocalPoint }>).transform(
      ({ image, alt, focus }): SectionPicture => ({ src: image, alt: alt ?? "", focus }),
    ),
  );
};
