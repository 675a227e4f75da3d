import { blockedEmailHosts, isBlockedEmailHost } from "../lib/email-hosts";
import { BRAND } from "../lib/seo-limits";
import { replyWithinHours } from "./form-facts";
import saved from "./site.json";
import type { SiteFacts } from "./site-facts";

export { isBlockedEmailHost };

/**
 * The one site config: every page, the server and the e-mails read brand facts from here.
 * What marketing changes (contact e-mail, scheduling link, offices, social links, menus) is
 * site.json beside this file, edited in the editor and checked at build by its schema
 * (site-facts.ts); the rest is code. Change a value once and the whole site follows.
 */
const facts: SiteFacts = saved as SiteFacts;

export const site = {
  brand: BRAND,
  legalName: "H2 Consulting",
  tagline: facts.tagline,
  description: facts.description,
  /** Canonical origin used for canonical URLs, sitemaps, feeds and share links. */
  origin: "https://www.h2consulting.example",
  contactEmail: facts.contactEmail,
  /** External booking page for a one-to-one discovery call. */
  schedulingUrl: facts.schedulingUrl,
  /** Which scheduler that is (lib/booking-link.ts prefills it); "none" hides every booking link. */
  schedulerKind: facts.schedulerKind,
  /** Whether the site offers booking links at all. */
  booking: facts.schedulerKind !== "none",
  /** Free consumer mail providers: inquiries must come from a business address. */
  blockedEmailHosts,
  replyWithinHours,
  copyrightYear: 2025,
  /** Delivery centres in Bangalore. */
  bangaloreLocations: facts.bangaloreLocations,
  /** Offices worldwide (country, city, address line). */
  offices: facts.offices,
  social: facts.social,
  /** "open": the case-study links are the PDFs; "email": a form sends them (lib/case-study-pdf.ts). */
  caseStudyDownloads: facts.caseStudyDownloads,
} as const;

export type Site = typeof site;

export interface NavLink {
  label: string;
  to: string;
}

export interface NavItem extends NavLink {
  children?: readonly NavLink[];
}

export const serviceLinks: readonly NavLink[] = facts.serviceLinks;

/** The main menu, exactly as the spec lists it; one item opens the services. */
export const mainNav: readonly NavItem[] = facts.mainMenu.map(({ opensServices, ...link }) =>
  opensServices ? { ...link, children: serviceLinks } : link,
);

export const companyLinks: readonly NavLink[] = facts.companyLinks;

/**
 * Pages the spec's menus leave out, linked from the footer's bottom line so no page is reachable
 * only by search. (The sector pages are linked from /about.)
 */
export const moreLinks: readonly NavLink[] = facts.moreLinks;
