import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { choice, line, optionalLine, paragraph } from "../editor/fields";
import { caseStudiesFile, industries } from "./schemas";

/** Case studies: content/resources/case-studies.json, read by case-studies.server.ts. */
export const caseStudies = {
  schema: caseStudiesFile,
  files: { dir: "content/resources", pattern: "case-studies.json" },
  editor: singleton({
    label: "Case studies",
    path: "content/resources/case-studies",
    format: { data: "json" },
    schema: {
      studies: fields.array(
        fields.object({
          id: fields.integer({
            label: "ID",
            description: "A number no other study has (the next after the highest).",
            validation: { isRequired: true, min: 1 },
          }),
          slug: fields.text({
            label: "Address",
            description:
              "The page's address: /case-studies/<this>. Lower-case words joined by -. It also names the generated cover art; changing it breaks links to the page.",
            validation: {
              isRequired: true,
              pattern: {
                regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
                message: "Lower-case words joined by -",
              },
            },
          }),
          title: line("Title", 20, 110),
          company: line("Client", 3, 40, "An invented name: never a real brand."),
          companyProfile: line("Who the client is", 30, 160, "One line: size, market."),
          industry: choice("Industry", industries, "The listing's filter."),
          excerpt: paragraph("Excerpt", 80, 260, "The study in two sentences, for the cards."),
          readTime: fields.text({
            label: "Reading time",
            validation: {
              isRequired: true,
              pattern: { regex: /^\d+ min read$/, message: 'Like "8 min read"' },
            },
          }),
          date: fields.text({
            label: "Date",
            description: 'As it reads on the page: "October 2024".',
            validation: {
              isRequired: true,
              pattern: {
                regex:
                  /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}, )?20\d\d$/,
                message: 'Write the date like "October 2024" or "February 12, 2025"',
              },
            },
          }),
          engagement: line(
            "Engagement",
            5,
            60,
            'The model or service: "Offshore Development Centre".',
          ),
          teamSize: line("Team size", 2, 40, 'e.g. "450+ people".'),
          duration: line("Duration", 2, 40, 'e.g. "5 years, ongoing".'),
          results: fields.array(line("Result", 20, 140), {
            label: "Results",
            description: "Three to six outcomes, most important first: cards show the first two.",
            itemLabel: (props) => props.value,
            validation: { length: { min: 3, max: 6 } },
          }),
          tags: fields.array(line("Tag", 2, 32), {
            label: "Tags",
            description: "Two to six.",
            itemLabel: (props) => props.value,
            validation: { length: { min: 2, max: 6 } },
          }),
          metrics: fields.array(
            fields.object({
              value: line("Figure", 1, 12, 'Short: "450+", "41%".'),
              label: line("What it measures", 6, 70),
            }),
            {
              label: "Headline figures",
              description: "Exactly three, at the top of the study's page.",
              itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
              validation: { length: { min: 3, max: 3 } },
            },
          ),
          challenge: fields.array(paragraph("Paragraph", 80, 700), {
            label: "The challenge",
            description: "Two to four paragraphs on the situation we walked into.",
            itemLabel: (props) => `${props.value.slice(0, 60)}…`,
            validation: { length: { min: 2, max: 4 } },
          }),
          approach: fields.array(
            fields.object({
              title: line("Step", 4, 60),
              text: paragraph("What we did", 60, 500),
            }),
            {
              label: "Our approach",
              description: "Three to five steps, in order.",
              itemLabel: (props) => props.fields.title.value,
              validation: { length: { min: 3, max: 5 } },
            },
          ),
          quote: fields.object(
            {
              text: optionalLine("Quote", "Without quotation marks.", 40, 320, true),
              attribution: optionalLine("Who said it", 'e.g. "CTO, Fernway Bank".', 8, 90),
            },
            { label: "Client quote", description: "Optional: leave both empty for none." },
          ),
        }),
        {
          label: "Case studies",
          description: "In the listing's order; the first is featured.",
          itemLabel: (props) => props.fields.title.value,
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
} satisfies EditedSingleton;
