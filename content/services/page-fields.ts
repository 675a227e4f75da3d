import { fields } from "@keystatic/core";
import { blocks } from "./block-fields";
import { art, links, optional, required } from "./field-kit";

/**
 * The editor's fields for a service page, written once for all nine (pages.editor.ts), with the sections in block-fields.ts. They
 * mirror file-schema.ts; content/editor/drift.test.ts fails when the two drift apart. The order
 * of the fields here is the order of the keys in the saved JSON.
 */
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
