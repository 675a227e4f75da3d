import { collection, config, fields, singleton } from "@keystatic/core";
import { newsCategories } from "./content/resources/schemas";

/**
 * The editor (`npm run cms`, http://localhost:4321/keystatic): what a marketer changes, as
 * fields that mirror the zod schemas in content/. The schemas stay the authority (the build
 * checks every file with them); these fields only refuse a bad value while it is typed, and
 * content/editor-drift.test.ts fails when the two drift apart (a field, a required flag, an
 * option or a length).
 *
 * Local storage writes files in this checkout. With PUBLIC_KEYSTATIC_GITHUB_REPO set (owner/name)
 * the editor commits to that repository instead, each change on a `content/…` branch that CI
 * checks before it is merged: docs/editing.md. (Vite hands PUBLIC_ variables to the editor's
 * browser code too, which is why this is not read in server/env.ts.)
 */
const githubRepo: unknown = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO;
const storage =
  typeof githubRepo === "string" && /^[\w.-]+\/[\w.-]+$/.test(githubRepo)
    ? {
        kind: "github" as const,
        repo: githubRepo as `${string}/${string}`,
        branchPrefix: "content/",
      }
    : { kind: "local" as const };

/** A required single line with the schema's length bounds. */
const line = (label: string, min: number, max: number, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min, max } } });

const paragraph = (label: string, min: number, max: number, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: { isRequired: true, length: { min, max } },
  });

export default config({
  storage,
  ui: { brand: { name: "H2 website" } },
  collections: {
    news: collection({
      label: "News stories",
      path: "content/resources/news/*",
      format: { data: "yaml" },
      slugField: "title",
      columns: ["title", "date"],
      schema: {
        id: fields.integer({
          label: "ID",
          description:
            "A number no other story has (the next after the highest). It names the story's place in the listing and the feed: never change it once published.",
          validation: { isRequired: true, min: 1 },
        }),
        title: fields.slug({
          name: { label: "Title", validation: { isRequired: true, length: { min: 20, max: 110 } } },
          slug: {
            label: "File name",
            description: "Lower-case words joined by -; also names the story's generated art.",
          },
        }),
        excerpt: paragraph("Excerpt", 80, 280, "The story in two or three sentences."),
        date: fields.text({
          label: "Date",
          description: 'As it reads on the page: "November 26, 2026".',
          validation: {
            isRequired: true,
            pattern: {
              regex:
                /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}, )?20\d\d$/,
              message: 'Write the date like "November 26, 2026" or "November 2026"',
            },
          },
        }),
        category: fields.select({
          label: "Category",
          options: newsCategories.map((c) => ({ label: c, value: c })),
          defaultValue: newsCategories[0],
        }),
        source: line("Source", 3, 40, 'Who tells it, e.g. "Press release" or "H2 Newsroom".'),
        cover: fields.image({
          label: "Cover image",
          description: "Optional. Without one the story shows its generated art.",
          directory: "public/images/uploads/news",
          publicPath: "/images/uploads/news/",
        }),
      },
    }),
  },
  singletons: {
    faq: singleton({
      label: "FAQ",
      path: "content/resources/faq",
      format: { data: "yaml" },
      schema: {
        items: fields.array(
          fields.object({
            question: fields.text({
              label: "Question",
              description: "Ends with a question mark.",
              validation: {
                isRequired: true,
                length: { min: 10, max: 140 },
                pattern: { regex: /\?$/, message: "A question ends with ?" },
              },
            }),
            answer: paragraph("Answer", 80, 700),
          }),
          {
            label: "Questions",
            itemLabel: (props) => props.fields.question.value,
            validation: { length: { min: 1 } },
          },
        ),
      },
    }),
  },
});
