import type { z } from "zod";
import { array, object, savedFile, text } from "../editor/described";
import {
  atLeast,
  cards,
  choice,
  figures,
  heading,
  line,
  optionalLine,
  pageMeta,
  paragraph,
  tiles,
} from "../editor/fields";
import { byText, byTitle, exactly } from "../editor/lists";

/**
 * The sector pages, each described once: the editor's fields (sector-pages.editor.ts,
 * martech.editor.ts hand them to Keystatic) and, from them, the schema of the saved file
 * (content/editor/described.ts). Types are safe to import from components.
 */

/**
 * One sector landing page (FinTech, Retail & Ecommerce): the shared SectorPage component
 * renders every section from this object, so a new sector is a new content file only
 * (content/sectors/<name>.json).
 */
export const sectorPageFields = {
  meta: pageMeta(),
  hero: object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 80),
      subtitle: paragraph("Subtitle", 60, 280),
      art: choice("Illustration", ["fintech", "retail"]),
    },
    { label: "Top of the page" },
  ),
  /** Core technologies, shown as chips in the hero. */
  chips: array(line("Technology", 2, 24), {
    label: "Core technologies",
    itemLabel: byText,
    ...exactly(5, "shown as chips at the top"),
  }),
  tiles: tiles("Sub-sectors", 8),
  /** The sector's delivery standards: what a regulated or peak-driven client must see. */
  standards: object(
    {
      heading: heading(),
      points: array(paragraph("Point", 30, 200), {
        label: "Points",
        description: "Four to six.",
        itemLabel: byText,
        length: { min: 4, max: 6 },
      }),
      stats: figures(3),
    },
    { label: "Delivery standards" },
  ),
  help: object({ heading: heading(), items: cards("Cards", 8) }, { label: "How we help" }),
  contact: object(
    { heading: atLeast("Heading", 5), intro: atLeast("Intro", 40, true) },
    { label: "Contact form" },
  ),
  locations: object(
    { title: atLeast("Title", 5), intro: atLeast("Intro", 40, true) },
    { label: "Locations" },
  ),
};
export const sectorPageSchema = savedFile(sectorPageFields);

export type SectorPageContent = z.output<typeof sectorPageSchema>;
export type Tile = SectorPageContent["tiles"]["items"][number];

/** content/sectors/martech.json: the /martech page in its order. */
export const martechFields = {
  meta: pageMeta(),
  hero: object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 90),
      subtitle: paragraph("Subtitle", 60, 320),
    },
    { label: "Top of the page" },
  ),
  benefits: cards("Benefits", 3, "under the top of the page"),
  sectors: tiles("Sectors", 8),
  technologies: array(
    object({
      name: atLeast("Group", 3),
      items: array(atLeast("Technology", 2), {
        label: "Technologies",
        description: "Three to eight.",
        itemLabel: byText,
        length: { min: 3, max: 8 },
      }),
    }),
    {
      label: "Technologies",
      description: "Three to six groups.",
      itemLabel: (props) => props.fields.name.value,
      length: { min: 3, max: 6 },
    },
  ),
  /** The grid holds 22; the last carries the "and more" note. */
  roles: array(
    object({
      name: line("Role", 3, 48),
      note: optionalLine("Note", "Only the last role has one, e.g. “and more”.", 3),
    }),
    {
      label: "Roles we hire",
      itemLabel: (props) => props.fields.name.value,
      ...exactly(22, "the grid holds that many. The last carries the note"),
    },
  ),
  why: object(
    {
      heading: heading(),
      points: cards("Points", 4),
      stats: figures(3),
    },
    { label: "Why choose H2" },
  ),
  // The intro counts them ("Eight engagements").
  solutions: object(
    { heading: heading(), items: cards("Solutions", 8, "the intro says so") },
    { label: "Solutions" },
  ),
  caseStudy: object(
    {
      eyebrow: line("Eyebrow", 2, 60),
      title: atLeast("Title", 10),
      summary: atLeast("Summary", 60, true),
      results: figures(3),
      // A story the visitor can read in full: one of the case-study pages.
      to: text({
        label: "Case study",
        description: "The address of one of the case studies, like /case-studies/<its address>.",
        pattern: {
          regex: /^\/case-studies\/[a-z0-9-]+$/,
          message: "A case study's address: /case-studies/…",
        },
      }),
      linkLabel: atLeast("Link text", 3),
    },
    { label: "Featured case study" },
  ),
  // The title counts them ("Six reasons").
  reasons: object(
    {
      heading: heading(),
      items: array(object({ title: atLeast("Title", 5), text: atLeast("Text", 30, true) }), {
        label: "Reasons",
        itemLabel: byTitle,
        ...exactly(6, "the title says so"),
      }),
    },
    { label: "Reasons to start now" },
  ),
  /** New York is a client-partnership base, not an office in content/site.ts. */
  locations: array(
    object({ name: atLeast("City", 3), detail: atLeast("What is there", 30, true) }),
    {
      label: "Locations",
      description: "One to three.",
      itemLabel: (props) => props.fields.name.value,
      length: { min: 1, max: 3 },
    },
  ),
};

export const martechFile = savedFile(martechFields).superRefine((page, ctx) => {
  if (!page.roles.at(-1)?.note) {
    ctx.addIssue({
      code: "custom",
      path: ["roles"],
      message: "the last role carries a note, e.g. “and more”",
    });
  }
});
