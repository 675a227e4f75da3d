/**
 * The sign-up script's words when the server's answer carries none of its own, part of the
 * forms' words (./form-copy.ts gives them to everyone else). A module of its own for the reason
 * of ./form-script-copy.ts: the sign-up's script is all a blog post fetches for its form.
 */
export const newsletterAnswerCopy = {
  /** The toast once signed up (double opt-in: the e-mail's link subscribes). */
  subscribed: "Check your inbox to confirm your subscription.",
  /** Under the field when the server refuses the address without saying why. */
  checkAddress: "Please check your email address.",
} as const;
