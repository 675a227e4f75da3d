import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "./editor/edited";
import { choice, line, paragraph } from "./editor/fields";
import { homeFile, offeringIcons } from "./home-schema";

const path = (label: string) =>
  fields.text({
    label,
    description: "A page of this site, like /contact.",
    validation: {
      isRequired: true,
      pattern: { regex: /^\/[a-z0-9-]*$/, message: "A path on this site, like /contact" },
    },
  });

const action = (label: string) =>
  fields.object({ label: line("Button text", 3, 30), to: path("Goes to") }, { label });

const heading = (label: string) =>
  fields.object(
    {
      eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
      title: line("Title", 5, 90),
      intro: paragraph("Intro", 20, 200),
    },
    { label },
  );

/** The home page's words: content/home.json, read by content/home.ts. */
export const home = {
  schema: homeFile,
  files: { dir: "content", pattern: "home.json" },
  editor: singleton({
    label: "Home page",
    path: "content/home",
    format: { data: "json" },
    schema: {
      hero: fields.object(
        {
          eyebrow: line("Eyebrow", 2, 60, "The small line above the title."),
          title: line("Title", 5, 60),
          highlight: line("Title, highlighted end", 2, 40, "Follows the title in gold."),
          subtitle: paragraph("Subtitle", 60, 240),
          primaryAction: action("Main button"),
          secondaryAction: action("Second button"),
        },
        { label: "Top of the page" },
      ),
      stats: fields.array(
        fields.object({
          value: line("Figure", 1, 12, 'Short: "130+", "Top 1%".'),
          label: line("What it counts", 3, 40),
        }),
        {
          label: "Figures under the top",
          description: "Exactly four.",
          itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
          validation: { length: { min: 4, max: 4 } },
        },
      ),
      offerings: fields.object(
        {
          heading: heading("Heading"),
          items: fields.array(
            fields.object({
              title: line("Title", 3, 40),
              summary: paragraph("Summary", 60, 200),
              to: path("Links to"),
              icon: choice("Icon", offeringIcons, "To use another, ask a developer."),
            }),
            {
              label: "Services",
              description: "Exactly four: the intro says so.",
              itemLabel: (props) => props.fields.title.value,
              validation: { length: { min: 4, max: 4 } },
            },
          ),
          linkLabel: line("Card link text", 3, 30),
        },
        { label: "What we do" },
      ),
      model: fields.object(
        {
          eyebrow: line("Eyebrow", 2, 40),
          title: line("Title", 5, 90),
          highlights: fields.array(line("Point", 20, 120), {
            label: "Points",
            description: "Two to four, each with a tick.",
            itemLabel: (props) => props.value,
            validation: { length: { min: 2, max: 4 } },
          }),
          linkLabel: line("Button text", 3, 40, "The whole card links to /our-model."),
        },
        { label: "Our model" },
      ),
      insights: fields.object(
        { heading: heading("Heading"), linkLabel: line("Button text", 3, 30) },
        { label: "Latest insights", description: "The articles themselves come from Insights." },
      ),
    },
  }),
} satisfies EditedSingleton;
