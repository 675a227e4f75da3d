import { isBlockedEmailHost } from "./site";
import { z } from "./zod";

/** Upper bounds: generous for people, tight enough to keep abuse cheap to reject. */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 5000,
} as const;

export const contactMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  businessEmail: "Please use a business email address",
  company: "Company name is required",
  message: "Message must be at least 10 characters",
  phone: "Please enter a valid phone number",
} as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

// Single-line fields never need control characters; refusing them keeps CR/LF out of mail headers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is what it rejects
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;
// Multi-line text may keep tabs and line breaks, nothing else invisible.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is what it rejects
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const noControl = (field: string) => `${field} must not contain line breaks or control characters`;

/** One schema for the form and the API: the spec's rules and messages plus upper bounds. */
export const contactShape = {
  name: z
    .string(contactMessages.name)
    .check(
      z.trim(),
      z.minLength(2, contactMessages.name),
      z.maxLength(contactLimits.name, tooLong("Name", contactLimits.name)),
      z.regex(SINGLE_LINE, noControl("Name")),
    ),
  email: z.pipe(
    z
      .string(contactMessages.email)
      .check(z.trim(), z.maxLength(contactLimits.email, contactMessages.email)),
    z
      .email(contactMessages.email)
      .check(
        z.refine(
          (email) => !isBlockedEmailHost(email.split("@").pop() ?? ""),
          contactMessages.businessEmail,
        ),
      ),
  ),
  phone: z.optional(
    z
      .string(contactMessages.phone)
      .check(
        z.trim(),
        z.maxLength(contactLimits.phone, tooLong("Phone number", contactLimits.phone)),
        z.regex(/^[0-9+()./\s-]*$/, contactMessages.phone),
      ),
  ),
  company: z
    .string(contactMessages.company)
    .check(
      z.trim(),
      z.minLength(2, contactMessages.company),
      z.maxLength(contactLimits.company, tooLong("Company name", contactLimits.company)),
      z.regex(SINGLE_LINE, noControl("Company name")),
    ),
  message: z
    .string(contactMessages.message)
    .check(
      z.trim(),
      z.minLength(10, contactMessages.message),
      z.maxLength(contactLimits.message, tooLong("Message", contactLimits.message)),
      z.regex(MULTI_LINE, "Message contains characters we can't accept"),
    ),
  marketing_consent: z.optional(z.boolean()),
};

export const contactSchema = z.object(contactShape);

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

/**
 * What the browser posts: the inquiry plus delivery metadata. Unknown fields are rejected.
 * `website` is the honeypot (humans never see it, so it must arrive empty) and `elapsed_ms`
 * is how long the form was open; the server turns both into a spam verdict, not an error.
 */
export const contactRequestSchema = z.strictObject({
  ...contactShape,
  idempotency_key: z.uuid("A valid idempotency key is required"),
  website: z.optional(z.string().check(z.maxLength(500), z.regex(SINGLE_LINE))),
  elapsed_ms: z.optional(z.int().check(z.minimum(0), z.maximum(86_400_000))),
  source: z.optional(z.string().check(z.maxLength(200), z.regex(SINGLE_LINE))),
});

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** Field errors as `{ field: message }`, the shape of a 422 answer and of the form's errors. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) out[k] ??= "Unknown field";
      continue;
    }
    out[key] ??= issue.message;
  }
  return out;
}
