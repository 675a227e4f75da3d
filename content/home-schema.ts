import type { z } from "zod";
import { array, object, savedFile } from "./editor/described";
import { choice, line, paragraph, path } from "./editor/fields";
import { byFigure, byText, byTitle, exactly } from "./editor/lists";

/**
 * content/home.json, described once: the home page's words, in page order, as the editor's
 * fields (home.editor.ts hands them to Keystatic) and, from them, the schema of the saved file
 * (content/editor/described.ts). Links and layout stay in app/components/pages/home.tsx.
 */

/** The icons an offering card can show (home.tsx draws them). */
export const offeringIcons = ["Compass", "LifeBuoy", "Gauge", "Users"] as const;

const action = (label: string) =>
  object({ label: line("Button text", 3, 30), to: path("Goes to") }, { label });

const heading = (label: string) =>
  object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 90),
      intro: paragraph("Intro", 20, 200),
    },
    { label },
  );

export const homeFields = {
  hero: object(
    {
      eyebrow: line("Eyebrow", 2, 60, "The small line above the title."),
      title: line("Title", 5, 60),
      /** Follows the title in the accent colour. */
      highlight: line("Title, highlighted end", 2, 40, "Follows the title in gold."),
      subtitle: paragraph("Subtitle", 60, 240),
      primaryAction: action("Main button"),
      secondaryAction: action("Second button"),
    },
    { label: "Top of the page" },
  ),
  /** The band under the hero: four columns. */
  stats: array(
    object({
      value: line("Figure", 1, 12, 'Short: "130+", "Top 1%".'),
      label: line("What it counts", 3, 40),
    }),
    {
      label: "Figures under the top",
      itemLabel: byFigure,
      ...exactly(4),
    },
  ),
  offerings: object(
    {
      heading: heading("Heading"),
      // Four columns, and the intro counts them.
      items: array(
        object({
          title: line("Title", 3, 40),
          summary: paragraph("Summary", 60, 200),
          to: path("Links to"),
          icon: choice("Icon", offeringIcons, "To use another, ask a developer."),
        }),
        {
          label: "Services",
          itemLabel: byTitle,
          ...exactly(4, "the intro says so"),
        },
      ),
      linkLabel: line("Card link text", 3, 30),
    },
    { label: "What we do" },
  ),
  model: object(
    {
      eyebrow: line("Eyebrow", 2, 40),
      title: line("Title", 5, 90),
      highlights: array(line("Point", 20, 120), {
        label: "Points",
        description: "Two to four, each with a tick.",
        itemLabel: byText,
        length: { min: 2, max: 4 },
      }),
      linkLabel: line("Button text", 3, 40, "The whole card links to /our-model."),
    },
    { label: "Our model" },
  ),
  insights: object(
    { heading: heading("Heading"), linkLabel: line("Button text", 3, 30) },
    { label: "Latest insights", description: "The articles themselves come from Insights." },
  ),
};

export const homeFile = savedFile(homeFields);
export type HomeContent = z.output<typeof homeFile>;
