import { z } from "zod";
import { isBlockedEmailHost } from "./site";

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

/** One schema for the form and the API: the spec's rules and messages plus upper bounds. */
export const contactSchema = z.object({
  name: z
    .string(contactMessages.name)
    .trim()
    .min(2, contactMessages.name)
    .max(contactLimits.name, tooLong("Name", contactLimits.name)),
  email: z
    .string(contactMessages.email)
    .trim()
    .max(contactLimits.email, contactMessages.email)
    .pipe(z.email(contactMessages.email))
    .refine(
      (email) => !isBlockedEmailHost(email.split("@").pop() ?? ""),
      contactMessages.businessEmail,
    ),
  phone: z
    .string(contactMessages.phone)
    .trim()
    .max(contactLimits.phone, tooLong("Phone number", contactLimits.phone))
    .regex(/^[0-9+()./\s-]*$/, contactMessages.phone)
    .optional(),
  company: z
    .string(contactMessages.company)
    .trim()
    .min(2, contactMessages.company)
    .max(contactLimits.company, tooLong("Company name", contactLimits.company)),
  message: z
    .string(contactMessages.message)
    .trim()
    .min(10, contactMessages.message)
    .max(contactLimits.message, tooLong("Message", contactLimits.message)),
  marketing_consent: z.boolean().optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

/**
 * What the browser posts: the inquiry plus delivery metadata. Unknown fields are rejected.
 * `website` is the honeypot (humans never see it, so it must arrive empty) and `elapsed_ms`
 * is how long the form was open; the server turns both into a spam verdict, not an error.
 */
export const contactRequestSchema = contactSchema
  .extend({
    idempotency_key: z.uuid("A valid idempotency key is required"),
    website: z.string().max(500).optional(),
    elapsed_ms: z.number().int().min(0).max(86_400_000).optional(),
    source: z.string().max(200).optional(),
  })
  .strict();

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** Field errors as `{ field: message }`, the shape of a 422 answer and of the form's errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
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
