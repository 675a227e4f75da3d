import { z } from "./zod";

const message = "Please enter a valid email address";

export const newsletterSchema = z.strictObject({
  email: z.pipe(z.string(message).check(z.trim(), z.maxLength(254, message)), z.email(message)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
