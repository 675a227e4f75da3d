import type { z } from "zod";
import { SCHEDULER_KINDS as schedulerKinds } from "../lib/booking-link";
import { caseStudyDownloadModes } from "../lib/case-study-pdf";
import { socialGlyphs } from "../lib/social-glyphs";
import { array, checkbox, integer, object, savedFile, select, text } from "./editor/described";
import { choice, line, paragraph } from "./editor/fields";

/**
 * content/site.json, described once: the facts every page, e-mail and feed reads through
 * content/site.ts (contact e-mail, scheduling link, offices, social links, menus), as the editor's
 * fields (content/site.editor.ts hands them to Keystatic) and, from them, the schema the `site`
 * collection checks the file with at build (app/content.config.ts).
 */

export const socialNetworks = Object.keys(socialGlyphs) as (keyof typeof socialGlyphs)[];

/** A page of this site: "/about", "/insights". */
const page = (label: string) =>
  text({
    label,
    description: 'A page of this site, like "/about".',
    pattern: { regex: /^\/[a-z0-9-/]*$/, message: 'Write a page of this site, like "/about"' },
  });
// Not Keystatic's url field: it takes any text that is not a script link ("www.x.com" too).
const https = (label: string, description?: string) =>
  text({
    label,
    description,
    pattern: { regex: /^https:\/\/\S+$/, message: "An address starting with https://" },
  });

const menu = (label: string, description: string) =>
  array(object({ label: line("Label", 2, 30), to: page("Page") }), {
    label,
    description,
    itemLabel: (props) => props.fields.label.value,
    length: { min: 1 },
  });

export const siteFactsFields = {
  tagline: line("Tagline", 20, 120, "The line under the brand in search results and shares."),
  description: paragraph("Description", 50, 200, "What the firm does, for search engines."),
  contactEmail: text({
    label: "Contact e-mail",
    description: "Shown on every page and in every e-mail.",
    pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Write an e-mail address" },
  }),
  schedulingUrl: https(
    "Scheduling link",
    "The discovery call's page on the scheduler (https://…): where every Book a call link goes.",
  ),
  /** Which scheduler the link is, so the site can fill in the visitor's name and address. */
  schedulerKind: select({
    label: "Scheduler",
    description:
      "Which service the scheduling link is on, so each link arrives with the visitor's name and e-mail filled in and the booking comes back tied to its inquiry (docs/bookings.md). None hides every Book a call link.",
    options: schedulerKinds.map(
      (kind) =>
        [kind, kind === "cal" ? "Cal.com" : kind === "calendly" ? "Calendly" : "None"] as const,
    ),
    defaultValue: "cal",
  }),
  /** The promise under every form: "We reply within 24 hours". */
  replyWithinHours: integer({
    label: "We reply within (hours)",
    description: 'The promise beside every form: "Within 24 hours".',
    min: 1,
    max: 72,
  }),
  bangaloreLocations: array(
    object({
      name: line("Name", 2, 40),
      detail: paragraph("One line about it", 20, 160),
    }),
    {
      label: "Delivery centres in Bangalore",
      itemLabel: (props) => props.fields.name.value,
      length: { min: 1 },
    },
  ),
  offices: array(
    object({
      country: line("Country", 2, 40),
      city: line("City", 2, 40),
      address: line("Address", 5, 120),
    }),
    {
      label: "Offices",
      itemLabel: (props) => `${props.fields.city.value}, ${props.fields.country.value}`,
      length: { min: 1 },
    },
  ),
  social: array(object({ name: choice("Network", socialNetworks), href: https("Address") }), {
    label: "Social links",
    itemLabel: (props) => props.fields.name.value,
  }),
  mainMenu: array(
    object({
      label: line("Label", 2, 30),
      to: page("Page"),
      opensServices: checkbox({
        label: "Opens the services menu",
        description: "Exactly one item does.",
      }),
    }),
    {
      label: "Main menu",
      itemLabel: (props) => props.fields.label.value,
      length: { min: 2 },
    },
  ),
  serviceLinks: menu("Services menu", "Under the main menu's services item and in the footer."),
  companyLinks: menu("Footer: company", "The footer's company column."),
  moreLinks: menu("Footer: more pages", "The footer's bottom line."),
  /**
   * How "Download PDF" and "Download the case study" deliver a case study: `open`, the link is
   * the file (each download counted without cookie or identifier); `email`, a short form has it
   * e-mailed as a link that works for 7 days, each request a lead (server/downloads/).
   */
  caseStudyDownloads: select({
    label: "Case-study downloads",
    description:
      "Open: the PDF downloads at once, each download counted without cookies. By e-mail: each link leads to a short form (name, work email, company); the visitor gets the PDF by e-mail as a link that works for 7 days, and sales gets a notice with who asked and where they came from.",
    options: caseStudyDownloadModes.map(
      (mode) =>
        [
          mode,
          mode === "open"
            ? "Open (the link is the PDF)"
            : "By e-mail (a short form, the PDF e-mailed)",
        ] as const,
    ),
    defaultValue: "open",
  }),
};

export const siteFactsFile = savedFile(siteFactsFields).superRefine((facts, ctx) => {
  if (facts.mainMenu.filter((i) => i.opensServices).length !== 1) {
    ctx.addIssue({
      code: "custom",
      path: ["mainMenu"],
      message: "exactly one item opens the services menu",
    });
  }
});

export type SiteFacts = z.output<typeof siteFactsFile>;
