import { isBlockedEmailHost } from "./email-hosts";
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

/** Lower bounds, the spec's (section 9): the schema and the form's `minlength` both read them. */
export const contactMinimums = { name: 2, company: 2, message: 10 } as const;

/**
 * Characters a phone number may use, as an HTML `pattern` (valid in the browser's `v` mode)
 * and, anchored, as the schema's rule, so the browser and the server agree on the same set.
 */
export const PHONE_PATTERN = "[0-9+\\(\\)\\.\\/\\s\\-]*";

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
      z.minLength(contactMinimums.name, contactMessages.name),
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
        z.regex(new RegExp(`^(?:${PHONE_PATTERN})$`), contactMessages.phone),
      ),
  ),
  company: z
    .string(contactMessages.company)
    .check(
      z.trim(),
      z.minLength(contactMinimums.company, contactMessages.company),
      z.maxLength(contactLimits.company, tooLong("Company name", contactLimits.company)),
      z.regex(SINGLE_LINE, noControl("Company name")),
    ),
  message: z
    .string(contactMessages.message)
    .check(
      z.trim(),
      z.minLength(contactMinimums.message, contactMessages.message),
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

export { fieldErrors } from "./field-errors";

/**
 * The form's HTML constraints, read from the same bounds as the schema: the browser checks
 * them before a post without script is sent. Named as React props; `type="email"` and
 * `type="tel"` are in the markup.
 */
export const contactConstraints = {
  name: { required: true, minLength: contactMinimums.name, maxLength: contactLimits.name },
  email: { required: true, maxLength: contactLimits.email },
  phone: { maxLength: contactLimits.phone, pattern: PHONE_PATTERN },
  company: { required: true, minLength: contactMinimums.company, maxLength: contactLimits.company },
  message: { required: true, minLength: contactMinimums.message, maxLength: contactLimits.message },
} as const satisfies Record<
  keyof typeof contactLimits,
  { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }
>;

const TICKED: Record<string, boolean> = { on: true, true: true, false: false, off: false };

/**
 * A form post's fields (`application/x-www-form-urlencoded` or multipart) as the request the
 * schema checks: a ticked box sends "on" and an unticked one nothing, and a number arrives as
 * text. Everything else passes as it came, for the schema to judge (unknown fields included).
 */
export function contactRequestFromForm(
  fields: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const { marketing_consent: consent, elapsed_ms: elapsed, ...rest } = fields;
  const request: Record<string, unknown> = {
    ...rest,
    marketing_consent: consent === undefined ? false : (TICKED[consent] ?? consent),
  };
  if (elapsed !== undefined) {
    request.elapsed_ms = /^\d{1,9}$/.test(elapsed) ? Number(elapsed) : elapsed;
  }
  return request;
}
