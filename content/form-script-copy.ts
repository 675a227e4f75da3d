/**
 * What every form's script says when a Send does not go through, part of the forms' words
 * (./form-copy.ts gives it to everyone else). A module of its own because the page's script,
 * which every page fetches before it paints, says the offline words for a form whose script
 * could not come: a bundle keeps the whole top level of a module it imports from, and the
 * page's script would carry every form's words.
 */

/** What every form says when a Send does not go through (the spec's destructive toast). */
export const formCopy = {
  /** The toast's title. */
  errorTitle: "Error",
  /** Its words when the server said nothing better, and the server's own for a request it failed. */
  failed: "Something went wrong. Please try again.",
  /** Its words when the request never reached the server. */
  offline: "We couldn't reach our server. Check your connection and try again.",
} as const;
