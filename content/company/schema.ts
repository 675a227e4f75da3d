import type { z } from "zod";
import { array, object, savedFile, text } from "../editor/described";
import {
  atLeast,
  cards,
  choice,
  colour,
  figures,
  heading,
  icon,
  line,
  optionalLine,
  optionalPath,
  paragraph,
} from "../editor/fields";
import { byText, byTitle, exactly } from "../editor/lists";

/**
 * The company pages (/about, /leadership), each described once: the editor's fields
 * (about.editor.ts, leadership.editor.ts hand them to Keystatic) and, from them, the schema of
 * the saved file (content/editor/described.ts). Types are safe to import from components.
 */

/**
 * A leader's portrait is an original abstract illustration (no photo): a geometric bust with
 * initials, drawn from this palette and background motif by app/components/site/company/portrait.
 */
export const motifs = ["arcs", "grid", "rings", "diagonal", "dots", "steps"] as const;
export const countries = ["France", "India", "Ireland", "Poland"] as const;

const name = (label: string, description?: string) => text({ label, description, min: 3 });

const portrait = object(
  {
    background: colour("Background"),
    bust: colour("Shoulders"),
    head: colour("Head"),
    accent: colour("Accent", "The motif and the initials."),
    motif: choice("Motif", motifs, "The pattern behind the bust."),
  },
  {
    label: "Portrait",
    description: "An abstract drawing, not a photo: pick colours (like #1f39ad) and a motif.",
  },
);

const leader = object({
  name: name("Name", "The initials on the portrait come from it."),
  role: name("Role", 'e.g. "VP Operations".'),
  country: choice("Country", countries, "Where they are from; shown as a flag."),
  base: name("Based in", 'The office they work from, e.g. "Dublin".'),
  bio: paragraph("Biography", 200, 720, "Three or four sentences, in the third person."),
  /** What this leader owns today, shown as tags under the bio. */
  owns: array(line("Area", 3, 32), {
    label: "What they own",
    description: "Two to four short tags under the biography.",
    itemLabel: byText,
    length: { min: 2, max: 4 },
  }),
  image: portrait,
});

const readMoreCard = object({
  title: name("Title"),
  text: paragraph("Text", 40, 200),
  icon: icon(),
  /** Empty for a card that informs without linking anywhere. */
  to: optionalPath("Links to", "A page of this site, like /about. Empty for no link."),
  linkLabel: optionalLine("Link text", 'e.g. "Read about us". Only with a link.'),
  /** Footnote for a card without a link. */
  note: optionalLine("Footnote", "Small print for a card without a link.", 3),
});

export type Leader = z.output<typeof leader.saved>;
export type PortraitSpec = z.output<typeof portrait.saved>;
export type ReadMoreItem = z.output<typeof readMoreCard.saved>;

/** content/company/leadership.json: the /leadership page in its order. */
export const leadershipFields = {
  hero: object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 90),
      subtitle: paragraph("Subtitle", 60, 320),
    },
    { label: "Top of the page" },
  ),
  sayHello: object(
    {
      // The section's intro is `text`: no heading intro.
      heading: object({ eyebrow: line("Eyebrow", 2, 40), title: line("Title", 5, 90) }),
      text: paragraph("Text", 60, 400),
      stats: figures(3),
    },
    { label: "“Come and say hello” section" },
  ),
  leaders: array(leader, {
    label: "Leaders",
    description: "In the order the page shows them.",
    itemLabel: (props) => `${props.fields.name.value}, ${props.fields.role.value}`,
    length: { min: 1 },
  }),
  founderQuote: object(
    {
      quote: paragraph("Quote", 60, 320, "Without quotation marks."),
      name: name("By", "Must match a leader's name exactly: their portrait goes beside it."),
      role: name("Their role"),
    },
    { label: "Founder quote" },
  ),
  readMore: array(readMoreCard, {
    label: "“Get to know H2” cards",
    itemLabel: byTitle,
    length: { min: 1, max: 6 },
  }),
};

/** The founder quote must be by one of the leaders (their portrait is drawn beside it). */
export const leadershipFile = savedFile(leadershipFields).superRefine((file, ctx) => {
  if (!file.leaders.some((l) => l.name === file.founderQuote.name)) {
    ctx.addIssue({
      code: "custom",
      path: ["founderQuote", "name"],
      message: "the founder quote must be by one of the leaders",
    });
  }
});

/** content/company/about.json: the /about page in its order. */
export const aboutFields = {
  purpose: object(
    {
      heading: heading(),
      paragraphs: array(paragraph("Paragraph", 60, 420), {
        label: "Paragraphs",
        description: "One to three.",
        itemLabel: (props) => `${props.value.slice(0, 60)}…`,
        length: { min: 1, max: 3 },
      }),
      stats: figures(4),
    },
    { label: "Our purpose" },
  ),
  // Its title counts them ("Four ways").
  approach: object(
    { heading: heading(), items: cards("Ways", 4, "the title says so") },
    { label: "Our approach" },
  ),
  mission: object(
    {
      eyebrow: line("Eyebrow", 2, 40),
      statement: paragraph("Mission statement", 40, 200),
      commitments: array(
        object({
          title: atLeast("Title", 3),
          text: atLeast("Text", 30, true),
        }),
        { label: "Commitments", itemLabel: byTitle, ...exactly(3) },
      ),
    },
    { label: "Our mission" },
  ),
  help: object(
    {
      heading: heading(),
      items: cards("Who we help", { min: 3, max: 9, description: "Three to nine cards." }),
    },
    { label: "How we help" },
  ),
  industries: object(
    {
      heading: heading(),
      items: cards("Sectors", { min: 1, max: 6, description: "One to six cards." }),
    },
    { label: "Industries" },
  ),
};
export const aboutFile = savedFile(aboutFields);
