import { z } from "./zod";

const message = "Please enter a valid email address";

/** The one field's bound, shared by the schema and the form's `maxlength`. */
export const newsletterLimits = { email: 254 } as const;

export const newsletterSchema = z.strictObject({
  email: z.pipe(
    z.string(message).check(z.trim(), z.maxLength(newsletterLimits.email, message)),
    z.email(message),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
