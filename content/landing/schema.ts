import type { z } from "zod";
import { array, checkbox, object, savedFile, titleAndFileName } from "../editor/described";
import { picture } from "../editor/fields";
import { byTitle } from "../editor/lists";
import { publishingEditorFields } from "../editor/publishing-fields";
import { fileNamePattern } from "../file-name";
import { faqItemFields } from "../resources/schemas";
import { blockKinds, landingSplit, sections } from "../services/block-fields";
import { header, optional, required } from "../services/field-kit";
import { pageHero, searchMeta } from "../services/page-fields";
import { sectionIdProblems } from "../services/section-rules";

/**
 * A campaign landing page, described once: content/landing/pages/<address>.json, served at
 * /lp/<address>, as the editor's fields (landing.editor.ts hands them to Keystatic) and, from
 * them, the schema the `landing` collection checks each file with. It is made of the service
 * pages' sections (content/services/), plus the FAQ and the contact form, each a section of its
 * own placed where the marketer puts it.
 */

/** The addresses' prefix: every landing page is at /lp/<address>. */
export const LANDING_PREFIX = "/lp/";
/** An address: lower-case words joined by -, as the editor's slug field makes it. */
export const addressPattern = fileNamePattern;
export const addressRule =
  "the file name (the page's address) must be lower-case words joined by -";

const k = blockKinds;
/** The kinds of section a landing page offers. */
const landingKinds = {
  features: k.features,
  stats: k.stats,
  phases: k.phases,
  table: k.table,
  /** With a picture uploaded for the page offered beside the text. */
  split: landingSplit,
  spotlight: k.spotlight,
  cta: k.cta,
  /** Questions and answers (the FAQ page's own limits), as an accordion under a heading. */
  faq: {
    label: "Questions and answers",
    itemLabel: byTitle,
    schema: object({
      ...header(),
      items: array(faqItemFields, {
        label: "Questions",
        itemLabel: (props) => props.fields.question.value,
        length: { min: 1 },
      }),
    }),
  },
  /** The inquiry form beside the ways to reach us (ContactSection). */
  contact: {
    label: "Contact form",
    itemLabel: (props: { fields: { heading: { value: string } } }) => props.fields.heading.value,
    schema: object({
      heading: required("Heading", { description: "Above the inquiry form." }),
      intro: optional("Introduction", { multiline: true }),
    }),
  },
};

export const landingPageFields = {
  /** What the marketer calls the campaign; the address is the file's name. */
  name: titleAndFileName(
    {
      label: "Campaign name",
      description: "For you and the team; the page does not show it.",
      length: { min: 2, max: 80 },
    },
    {
      label: "Address",
      description:
        "The page is at /lp/<address>: lower-case words joined by -. Put it in the campaign's links, and keep it once they are out.",
      // The build's rule (pages.server.ts), refused here too: `Q4_Event` would fail the build.
      pattern: { regex: addressPattern, message: addressRule },
    },
  ),
  meta: searchMeta(),
  hidden: checkbox({
    label: "Hide from search engines and the sitemap",
    description:
      "Ticked, only people with the link find the page: search engines are asked not to list it and the sitemap leaves it out. Untick it for a page that should be found by search.",
    defaultValue: true,
  }),
  shareImage: picture("Share image", "landing", {
    description:
      "Optional. The picture a link to the page shows on LinkedIn, in Slack or in an e-mail; without one the page gets a card with its title.",
    decorative: false,
  }),
  hero: pageHero(),
  blocks: sections(landingKinds, {
    label: "Sections",
    description:
      "The page's sections, top to bottom. One contact form and one set of questions at most.",
    min: 1,
  }),
  ...publishingEditorFields,
};

/** What content/landing/pages/<address>.json must hold, and the page's rules across sections. */
export const landingPageFile = savedFile(landingPageFields).superRefine((p, ctx) => {
  for (const message of sectionIdProblems(p.blocks)) {
    ctx.addIssue({ code: "custom", path: ["blocks"], message });
  }
  for (const kind of ["contact", "faq"] as const) {
    const at = p.blocks.flatMap((b, i) => (b.kind === kind ? [i] : []));
    if (at.length > 1) {
      const what = kind === "faq" ? "FAQ" : "contact form";
      ctx.addIssue({
        code: "custom",
        // The second one, where the fix is.
        path: ["blocks", at[1]!],
        message: `one ${what} section a page at most (this page has ${at.length}). Fix: remove one, or move ${kind === "faq" ? "its questions into the first" : "its heading and introduction into the first"}`,
      });
    }
  }
});

type Content = z.output<typeof landingPageFile>;
export type LandingBlock = Content["blocks"][number];
/** A landing page as it is served, at `path` (/lp/<address>). */
export type LandingPage = Content & { path: string };
