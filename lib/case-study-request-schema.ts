import { contactConstraints, contactShape } from "./contact-schema";
import { z } from "./zod";

// Asking for a case study by e-mail (content/site.json `caseStudyDownloads: "email"`): a short
// form of the contact form's own fields, with its rules and the spec's messages.

/** The fields a visitor sees, in the order they are read: the form, its script and the summary. */
export const CASE_STUDY_REQUEST_FIELDS = ["name", "email", "company"] as const;

/** The contact form's name, e-mail (business hosts only) and company, unchanged. */
export const caseStudyRequestShape = {
  name: contactShape.name,
  email: contactShape.email,
  company: contactShape.company,
};

export const caseStudyRequestSchema = z.object(caseStudyRequestShape);

/** A study's address, as lib/case-study-pdf.ts names its PDF. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is what it rejects
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;

/**
 * What the browser posts: the three fields, the study, and delivery metadata. Unknown fields
 * are rejected. `website` is the honeypot (it must arrive, empty).
 */
export const caseStudyRequestBodySchema = z.strictObject({
  ...caseStudyRequestShape,
  study: z
    .string("Choose a case study")
    .check(z.maxLength(120), z.regex(SLUG, "Unknown case study")),
  idempotency_key: z.uuid("A valid idempotency key is required"),
  website: z.optional(z.string().check(z.maxLength(500), z.regex(SINGLE_LINE))),
  source: z.optional(z.string().check(z.maxLength(200), z.regex(SINGLE_LINE))),
});

export type CaseStudyRequestBody = z.output<typeof caseStudyRequestBodySchema>;

/** The HTML constraints of the three fields: the contact form's own. */
export const caseStudyRequestConstraints = {
  name: contactConstraints.name,
  email: contactConstraints.email,
  company: contactConstraints.company,
} as const;

/** How long the e-mailed link works. */
export const CASE_STUDY_LINK_DAYS = 7;
