import { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH, TITLE_SUFFIX } from "@lib/seo-limits";
import { object, text } from "../editor/described";
import { blocks } from "./block-fields";
import { art, links, optional, required } from "./field-kit";

/**
 * A service page, described once for all nine (pages.editor.ts), with the sections in
 * block-fields.ts: the editor's fields and, from them, the saved file's schema (file-schema.ts).
 * The order of the fields here is the order of the keys in the saved JSON.
 */

/** The page's title and description for search results and shares. */
export const searchMeta = () =>
  object(
    {
      title: text({
        label: "Title for search engines",
        description: `Shown in the browser tab and search results (followed by "${TITLE_SUFFIX}"), ${SEARCH_TITLE_LENGTH.min} to ${SEARCH_TITLE_LENGTH.max} characters.`,
        ...SEARCH_TITLE_LENGTH,
      }),
      description: text({
        label: "Description for search engines",
        description: `Shown under the title in search results, ${SEARCH_DESCRIPTION_LENGTH.min} to ${SEARCH_DESCRIPTION_LENGTH.max} characters.`,
        multiline: true,
        ...SEARCH_DESCRIPTION_LENGTH,
      }),
    },
    { label: "Search engines" },
  );

/** The top of the page: eyebrow, h1, subtitle, up to two buttons and an illustration. */
export const pageHero = () =>
  object(
    {
      eyebrow: required("Eyebrow", { description: "The small line shown above the title." }),
      title: required("Title", { description: "The page's main heading." }),
      subtitle: required("Subtitle", { multiline: true }),
      links: links("Buttons (up to 2)", 0, 2),
      art: art("Drawn beside the heading."),
    },
    { label: "Top of the page" },
  );

export const pageFields = {
  meta: searchMeta(),
  hero: pageHero(),
  blocks,
  /** The closing ContactSection (the live inquiry form). */
  contact: object(
    {
      heading: required("Heading", {
        description: "Above the enquiry form at the foot of the page.",
      }),
      intro: optional("Introduction", { multiline: true }),
    },
    { label: "Contact form" },
  ),
};
