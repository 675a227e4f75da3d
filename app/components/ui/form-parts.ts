/**
 * The data attributes that tie a form's markup to its script: the React component renders
 * them, the script (contact-form.client.ts, newsletter-form.client.ts) finds its elements by
 * them. One place, so the two never disagree on a name. The form itself is found as every part
 * with a script is, by its `data-module` (./module.ts).
 */
export const FORM_ROOT_ATTR = "data-form-root";

/** A field's message slot: always in the markup, hidden while empty (ui/field.tsx). */
export const FIELD_ERROR_ATTR = "data-field-error";
/** On a required field's slot: the schema's message for the field left empty (see the catcher). */
export const WHEN_EMPTY_ATTR = "data-when-empty";
/** The server's error summary at the top of a form it gave back. */
export const SUMMARY_ATTR = "data-form-summary";

export const PART_ATTR = "data-form-part";
export type FormPart =
  | "submit"
  | "idle"
  | "busy"
  | "thanks"
  | "again"
  | "subscribed"
  /** The thank-you panel's booking link, prefilled by the script once the inquiry is in. */
  | "book"
  /** Where a sent form's answer names the address it went to (the case-study request). */
  | "sent-to";

/**
 * The attributes of each part, spread onto the element: `<span {...formParts.busy}>`. Literal
 * keys (checked against PART_ATTR below), so a bundle that needs only the names leaves this out.
 */
export const formParts = {
  submit: { "data-form-part": "submit" },
  idle: { "data-form-part": "idle" },
  busy: { "data-form-part": "busy" },
  thanks: { "data-form-part": "thanks" },
  again: { "data-form-part": "again" },
  subscribed: { "data-form-part": "subscribed" },
  book: { "data-form-part": "book" },
  sentTo: { "data-form-part": "sent-to" },
} as const satisfies Record<string, Record<typeof PART_ATTR, FormPart>>;

/** A part of the form's root, by name. */
export function findPart<T extends HTMLElement = HTMLElement>(
  root: ParentNode,
  name: FormPart,
): T | null {
  return root.querySelector<T>(`[${PART_ATTR}="${name}"]`);
}

// The first-paint catcher's own handshake with the page's script, and nothing else's: tests and
// styles read the page's one signal and a form's state (`data-module-started`, `aria-busy`).
/** Set by the catcher on a form whose Send came before its script: the script sends it on arrival. */
export const FORM_HELD_ATTR = "data-form-held";
/** Set on a form whose script could not be fetched or started: a Send posts it as plain HTML. */
export const FORM_FAILED_ATTR = "data-form-failed";
/** Dispatched on the form as FORM_FAILED_ATTR is set, for a Send the catcher is holding. */
export const FORM_FAILED_EVENT = "formscriptfailed";
/**
 * Dispatched by the catcher on a form it would post as HTML while the browser is offline: the
 * page's script answers with the spec's 'Error' toast and gives the form back (`releaseHeld`).
 */
export const FORM_OFFLINE_EVENT = "formoffline";

/** Undoes the catcher's hold: the form no longer sending, every value as the visitor left it. */
export function releaseHeld(form: HTMLFormElement) {
  form.removeAttribute(FORM_HELD_ATTR);
  form.removeAttribute("aria-busy");
  const button = findPart<HTMLButtonElement>(form, "submit");
  if (button) button.disabled = false;
  const idle = button && findPart(button, "idle");
  const busy = button && findPart(button, "busy");
  if (idle) idle.hidden = false;
  if (busy) busy.hidden = true;
}
