import { z } from "zod";

/**
 * An image uploaded in the editor for one entry: Keystatic writes it to
 * public/images/uploads/<collection>/<entry>/ (a field inside a group or a choice gets a folder
 * per level: …/<entry>/shareImage/value/image.png) and the field holds its public path.
 */
export const uploadedImage = (collection: string) =>
  z
    .string()
    .regex(
      new RegExp(
        `^/images/uploads/${collection}/[a-z0-9-]+(?:/[a-zA-Z0-9-]+)*\\.(png|jpe?g|webp|avif|gif)$`,
      ),
      `an image uploaded under /images/uploads/${collection}/`,
    );

/** Alt text: what the picture shows, for a reader who cannot see it. */
export const altLength = { min: 5, max: 250 } as const;
const altRule = `needs alt text (what it shows, ${altLength.min} to ${altLength.max} characters), or to be marked decorative`;
/** In the body pictures' words (content/article-body.ts), after the field's path the build names. */
export const altText = z
  .string({ error: `the picture ${altRule}` })
  .trim()
  .min(altLength.min, `the picture ${altRule}`)
  .max(altLength.max, `the picture ${altRule}`);

/** Where a cropped picture stays anchored: its CSS `object-position`. */
export const focusPoints = ["middle", "top", "bottom", "left", "right"] as const;

/**
 * What the editor's `picture` field (content/editor/fields.ts) saves, and how it is read: none,
 * one with alt text, or (where `decorative` is allowed) one marked decorative, which the page
 * renders with `alt=""`. Read as `{ src, alt }` (alt "" when decorative) or undefined.
 */
export const uploadedPicture = (collection: string, { decorative = true, focus = false } = {}) => {
  const src = uploadedImage(collection);
  const keep = focus ? { focus: z.enum(focusPoints) } : {};
  const described = z
    .object({
      discriminant: z.literal("described"),
      value: z.object({ image: src, alt: altText, ...keep }).strict(),
    })
    .strict();
  const none = z.object({ discriminant: z.literal("none") }).strict();
  const marked = z
    .object({
      discriminant: z.literal("decorative"),
      value: z.object({ image: src, ...keep }).strict(),
    })
    .strict();
  const cases = decorative
    ? z.discriminatedUnion("discriminant", [none, described, marked])
    : z.discriminatedUnion("discriminant", [none, described]);
  return cases.transform((c): Picture | undefined => {
    if (!("value" in c)) return undefined;
    const v = c.value as { image: string; alt?: string; focus?: Picture["focus"] };
    return { src: v.image, alt: v.alt ?? "", ...(v.focus ? { focus: v.focus } : {}) };
  });
};

/** An uploaded picture as pages show it; `alt` is "" for a decorative one. */
export interface Picture {
  src: string;
  alt: string;
  /** What a crop keeps in view (covers); the middle when unset. */
  focus?: (typeof focusPoints)[number];
  /**
   * Its resized WebP copies, as a build that has measured the uploads offers them (a cover's:
   * content/resources/sized-cover.server.ts). Absent, the page shows the upload itself.
   */
  sized?: SizedPicture;
}

/** An upload's resized copies as an <img> offers them: the widest as `src`, its own size. */
export interface SizedPicture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}
