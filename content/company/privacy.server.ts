import { newsletterConfirmation } from "@content/form-copy";
import { site } from "@content/site";
import { RETENTION_DEFAULTS } from "@lib/attribution";
import { CASE_STUDY_LINK_DAYS } from "@lib/case-study-request-schema";
import { BACKUP_DEFAULTS, backupDays, INQUIRY_RETENTION_DEFAULTS } from "@lib/retention";
import { VITALS_KEEP_DAYS } from "@lib/web-vitals";
import { z } from "zod";
import { type ContentEntry, markdownToHtml } from "../markdown.server";

/** Front matter of content/company/privacy.md: the `privacy` collection's schema. */
export const privacyFrontMatter = z
  .object({
    title: z.string().min(5).max(60),
    description: z.string().min(50).max(160),
    updated: z.iso.date(),
  })
  .strict();

export type PrivacyFrontMatter = z.output<typeof privacyFrontMatter>;

export interface PrivacyNotice extends PrivacyFrontMatter {
  html: string;
}

/** Site facts the notice names by placeholder, so they are written once, in content/site.ts. */
export const noticeFacts: Record<string, string> = {
  company: site.legalName,
  email: site.contactEmail,
  replyHours: String(site.replyWithinHours),
  scheduling: new URL(site.schedulingUrl).host,
  attributionDays: String(RETENTION_DEFAULTS.attributionDays),
  viewsDailyDays: String(RETENTION_DEFAULTS.viewsDailyDays),
  vitalsDays: String(VITALS_KEEP_DAYS),
  inquiryDays: String(INQUIRY_RETENTION_DEFAULTS.inquiryDays),
  deliveredBodyDays: String(INQUIRY_RETENTION_DEFAULTS.deliveredBodyDays),
  confirmHours: String(newsletterConfirmation.linkHours),
  unconfirmedDays: String(newsletterConfirmation.unconfirmedDays),
  caseStudyLinkDays: String(CASE_STUDY_LINK_DAYS),
  backupDays: String(backupDays(BACKUP_DEFAULTS.keep, BACKUP_DEFAULTS.intervalHours)),
};

/** Fills `{name}` placeholders; an unknown one fails the build rather than reaching the page. */
export function fillFacts(text: string, values: Record<string, string> = noticeFacts): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`content/company/privacy.md: unknown placeholder {${name}}`);
    return value;
  });
}

/** The notice from its `privacy` collection entry: facts filled in, the body rendered. */
export function privacyNoticeFrom(entry: ContentEntry<PrivacyFrontMatter>): PrivacyNotice {
  return { ...entry.data, html: markdownToHtml(fillFacts(entry.body ?? "")) };
}
