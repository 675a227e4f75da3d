import { site } from "@lib/site";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
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
  const { data, content } = matter(source);
  // YAML turns unquoted dates into Date objects; the schema wants the ISO text.
  if (data.updated instanceof Date) data.updated = data.updated.toISOString().slice(0, 10);
  const parsed = frontMatter.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`content/company/privacy.md has invalid front matter: ${detail}`);
  }
  return { ...parsed.data, html: marked.parse(fillFacts(content), { async: false, gfm: true }) };
}

export const privacyNotice = parsePrivacyNotice(raw);
