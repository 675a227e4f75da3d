import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "./editor/edited";
import { choice, line, paragraph } from "./editor/fields";
import { siteFactsFile, socialNetworks } from "./site-facts";

const page = (label: string) =>
  fields.text({
    label,
    description: 'A page of this site, like "/about".',
    validation: {
      isRequired: true,
      pattern: { regex: /^\/[a-z0-9-/]*$/, message: 'Write a page of this site, like "/about"' },
    },
  });
// Not fields.url: it takes any text that is not a script link ("www.x.com" too), which the
// schema (https:// only) would then refuse at build.
const https = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: /^https:\/\/\S+$/, message: "An address starting with https://" },
    },
  });

const menu = (label: string, description: string) =>
  fields.array(fields.object({ label: line("Label", 2, 30), to: page("Page") }), {
    label,
    description,
    itemLabel: (props) => props.fields.label.value,
    validation: { length: { min: 1 } },
  });

/** Site facts: content/site.json, read by every page through lib/site.ts. */
export const site = {
  schema: siteFactsFile,
  files: { dir: "content", pattern: "site.json" },
  editor: singleton({
    label: "Site facts and menus",
    path: "content/site",
    format: { data: "json" },
    schema: {
      tagline: line("Tagline", 20, 120, "The line under the brand in search results and shares."),
      description: paragraph("Description", 50, 200, "What the firm does, for search engines."),
      contactEmail: fields.text({
        label: "Contact e-mail",
        description: "Shown on every page and in every e-mail.",
        validation: {
          isRequired: true,
          pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Write an e-mail address" },
        },
      }),
      schedulingUrl: https("Scheduling link", "Where Book a call goes (https://…)."),
      replyWithinHours: fields.integer({
        label: "We reply within (hours)",
        description: 'The promise beside every form: "Within 24 hours".',
        validation: { isRequired: true, min: 1, max: 72 },
      }),
      bangaloreLocations: fields.array(
        fields.object({
          name: line("Name", 2, 40),
          detail: paragraph("One line about it", 20, 160),
        }),
        {
          label: "Delivery centres in Bangalore",
          itemLabel: (props) => props.fields.name.value,
          validation: { length: { min: 1 } },
        },
      ),
      offices: fields.array(
        fields.object({
          country: line("Country", 2, 40),
          city: line("City", 2, 40),
          address: line("Address", 5, 120),
        }),
        {
          label: "Offices",
          itemLabel: (props) => `${props.fields.city.value}, ${props.fields.country.value}`,
          validation: { length: { min: 1 } },
        },
      ),
      social: fields.array(
        fields.object({
          name: choice("Network", socialNetworks),
          href: https("Address"),
        }),
        { label: "Social links", itemLabel: (props) => props.fields.name.value },
      ),
      mainMenu: fields.array(
        fields.object({
          label: line("Label", 2, 30),
          to: page("Page"),
          opensServices: fields.checkbox({
            label: "Opens the services menu",
            description: "Exactly one item does.",
          }),
        }),
        {
          label: "Main menu",
          itemLabel: (props) => props.fields.label.value,
          validation: { length: { min: 2 } },
        },
      ),
      serviceLinks: menu("Services menu", "Under the main menu's services item and in the footer."),
      companyLinks: menu("Footer: company", "The footer's company column."),
      moreLinks: menu("Footer: more pages", "The footer's bottom line."),
    },
  }),
} satisfies EditedSingleton;
