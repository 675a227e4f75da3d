import { z } from "zod";
import { socialGlyphs } from "../lib/social-glyphs";

/**
 * content/site.json: the facts every page, e-mail and feed reads through lib/site.ts (contact
 * e-mail, scheduling link, offices, social links, menus), written by the editor
 * (content/site.editor.ts) and checked at build by the `site` collection (app/content.config.ts).
 */

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
/** A page of this site: "/about", "/insights". */
const internalPath = z.string().regex(/^\/[a-z0-9-/]*$/, 'a page of this site, like "/about"');
const httpsUrl = z.string().regex(/^https:\/\/\S+$/, "an https:// address");

const menuLink = z.object({ label: text(2, 30), to: internalPath }).strict();

export const socialNetworks = Object.keys(socialGlyphs) as [keyof typeof socialGlyphs];

export const siteFactsFile = z
  .object({
    tagline: text(20, 120),
    description: text(50, 200),
    contactEmail: z.email(),
    schedulingUrl: httpsUrl,
    /** The promise under every form: "We reply within 24 hours". */
    replyWithinHours: z.number().int().min(1).max(72),
    bangaloreLocations: z
      .array(z.object({ name: text(2, 40), detail: text(20, 160) }).strict())
      .min(1),
    offices: z
      .array(z.object({ country: text(2, 40), city: text(2, 40), address: text(5, 120) }).strict())
      .min(1),
    social: z.array(z.object({ name: z.enum(socialNetworks), href: httpsUrl }).strict()),
    mainMenu: z
      .array(menuLink.extend({ opensServices: z.boolean().default(false) }))
      .min(2)
      .refine((items) => items.filter((i) => i.opensServices).length === 1, {
        message: "exactly one item opens the services menu",
      }),
    serviceLinks: z.array(menuLink).min(1),
    companyLinks: z.array(menuLink).min(1),
    moreLinks: z.array(menuLink).min(1),
  })
  .strict();

export type SiteFacts = z.output<typeof siteFactsFile>;
