import { site } from "@lib/site";
import { z } from "zod";
import { markdownToHtml, readFrontMatter } from "../markdown.server";
import raw from "./privacy.md?raw";

const frontMatter = z
  .object({
    title: z.string().min(5).max(60),
    description: z.string().min(50).max(160),
    updated: z.iso.date(),
  })
  .strict();

export interface PrivacyNotice extends z.infer<typeof frontMatter> {
  html: string;
}

/** Site facts the notice names by placeholder, so they are written once, in lib/site.ts. */
const facts: Record<string, string> = {
  company: site.legalName,
  email: site.contactEmail,
  replyHours: String(site.replyWithinHours),
  scheduling: new URL(site.schedulingUrl).host,
};

/** Fills `{name}` placeholders; an unknown one fails the build rather than reaching the page. */
export function fillFacts(text: string, values: Record<string, string> = facts): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`content/company/privacy.md: unknown placeholder {${name}}`);
    return value;
  });
}

export function parsePrivacyNotice(source: string): PrivacyNotice {
  const { data, content } = readFrontMatter("content/company/privacy.md", source, frontMatter);
  return { ...data, html: markdownToHtml(fillFacts(content)) };
}

export const privacyNotice = parsePrivacyNotice(raw);
