import { z } from "zod";

/**
 * content/home.json, as the editor saves it (home.editor.ts): the home page's words, in page
 * order. Links and layout stay in app/components/pages/home.tsx. Free of server-only imports:
 * the home page's component reads it through content/home.ts.
 */

const path = z.string().regex(/^\/[a-z0-9-]*$/, "an internal path like /contact");
const heading = z
  .object({
    eyebrow: z.string().min(2).max(40),
    title: z.string().min(5).max(90),
    intro: z.string().min(20).max(200),
  })
  .strict();
const action = z.object({ label: z.string().min(3).max(30), to: path }).strict();

/** The icons an offering card can show (home.tsx draws them). */
export const offeringIcons = ["Compass", "LifeBuoy", "Gauge", "Users"] as const;

export const homeFile = z
  .object({
    hero: z
      .object({
        eyebrow: z.string().min(2).max(60),
        title: z.string().min(5).max(60),
        /** Follows the title in the accent colour. */
        highlight: z.string().min(2).max(40),
        subtitle: z.string().min(60).max(240),
        primaryAction: action,
        secondaryAction: action,
      })
      .strict(),
    /** The band under the hero: four columns. */
    stats: z
      .array(
        z.object({ value: z.string().min(1).max(12), label: z.string().min(3).max(40) }).strict(),
      )
      .length(4),
    offerings: z
      .object({
        heading,
        // Four columns, and the intro counts them.
        items: z
          .array(
            z
              .object({
                title: z.string().min(3).max(40),
                summary: z.string().min(60).max(200),
                to: path,
                icon: z.enum(offeringIcons),
              })
              .strict(),
          )
          .length(4),
        linkLabel: z.string().min(3).max(30),
      })
      .strict(),
    model: z
      .object({
        eyebrow: z.string().min(2).max(40),
        title: z.string().min(5).max(90),
        highlights: z.array(z.string().min(20).max(120)).min(2).max(4),
        linkLabel: z.string().min(3).max(40),
      })
      .strict(),
    insights: z.object({ heading, linkLabel: z.string().min(3).max(30) }).strict(),
  })
  .strict();

export type HomeContent = z.output<typeof homeFile>;
