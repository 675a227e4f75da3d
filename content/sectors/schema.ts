import type { z } from "zod";
import { array, object, savedFile, text } from "../editor/described";
import {
  atLeast,
  cards,
  choice,
  heading,
  line,
  optionalLine,
  pageMeta,
  paragraph,
  stat,
  tiles,
} from "../editor/fields";

/**
 * The sector pages, each described once: the editor's fields (sector-pages.editor.ts,
 * martech.editor.ts hand them to Keystatic) and, from them, the schema of the saved file
 * (content/editor/described.ts). Types are safe to import from components.
 */

const figures = (count: number, word: string) =>
  array(stat(), {
    label: "Figures",
    description: `Exactly ${word} tiles.`,
    itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
    length: { min: count, max: count },
  });

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
    description: "Exactly five, shown as chips at the top.",
    itemLabel: (props) => props.value,
    length: { min: 5, max: 5 },
  }),
  tiles: tiles("Sub-sectors", 8, "eight"),
  /** The sector's delivery standards: what a regulated or peak-driven client must see. */
  standards: object(
    {
      heading: heading(),
      points: array(paragraph("Point", 30, 200), {
        label: "Points",
        description: "Four to six.",
        itemLabel: (props) => props.value,
        length: { min: 4, max: 6 },
      }),
      stats: figures(3, "three"),
    },
    { label: "Delivery standards" },
  ),
  help: object(
    { heading: heading(), items: cards("Cards", 8, 8, "Exactly eight.") },
    { label: "How we help" },
  ),
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
  benefits: cards("Benefits", 3, 3, "Exactly three, under the top of the page."),
  sectors: tiles("Sectors", 8, "eight"),
  technologies: array(
    object({
      name: atLeast("Group", 3),
      items: array(atLeast("Technology", 2), {
        label: "Technologies",
        description: "Three to eight.",
        itemLabel: (props) => props.value,
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
      description: "Exactly 22: the grid holds that many. The last carries the note.",
      itemLabel: (props) => props.fields.name.value,
      length: { min: 22, max: 22 },
    },
  ),
  why: object(
    {
      heading: heading(),
      points: cards("Points", 4, 4, "Exactly four."),
      stats: figures(3, "three"),
    },
    { label: "Why choose H2" },
  ),
  // The intro counts them ("Eight engagements").
  solutions: object(
    { heading: heading(), items: cards("Solutions", 8, 8, "Exactly eight: the intro says so.") },
    { label: "Solutions" },
  ),
  caseStudy: object(
    {
      eyebrow: line("Eyebrow", 2, 60),
      title: atLeast("Title", 10),
      summary: atLeast("Summary", 60, true),
      results: figures(3, "three"),
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
        description: "Exactly six: the title says so.",
        itemLabel: (props) => props.fields.title.value,
        length: { min: 6, max: 6 },
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
