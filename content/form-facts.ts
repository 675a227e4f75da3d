import { replyWithinHours as savedReplyWithinHours } from "./site.json";
import type { SiteFacts } from "./site-facts";

/**
 * The site fact the forms' scripts read, kept apart from content/site.ts (which takes it from
 * here): a bundle keeps a whole module's top level once anything is imported from it, and the
 * forms' scripts would carry every office and menu of the site config (≈0.9 KB brotli).
 */
export const replyWithinHours: SiteFacts["replyWithinHours"] = savedReplyWithinHours;
