/**
 * The data attributes that tie a form's markup to its script: the React component renders
 * them, the script (contact-form.client.ts, newsletter-form.client.ts) finds its elements by
 * them. One place, so the two never disagree on a name.
 */
export const FORM_ATTR = "data-form";
export const FORM_ROOT_ATTR = "data-form-root";
/** Set on a form once its script listens: until then the page's first-paint catcher holds a Send. */
export const FORM_LIVE_ATTR = "data-form-live";
/** Set by the catcher on a form whose Send came before its script: the script sends it on arrival. */
export const FORM_HELD_ATTR = "data-form-held";

/** A field's message slot: always in the markup, hidden while empty (ui/field.tsx). */
export const FIELD_ERROR_ATTR = "data-field-error";
/** On a required field's slot: the schema's message for the field left empty (see the catcher). */
export const WHEN_EMPTY_ATTR = "data-when-empty";
/** The server's error summary at the top of a form it gave back. */
export const SUMMARY_ATTR = "data-form-summary";

export const PART_ATTR = "data-form-part";
export type FormPart = "submit" | "idle" | "busy" | "thanks" | "again" | "subscribed";

const part = (name: FormPart) => ({ [PART_ATTR]: name });

/** The attributes of each part, spread onto the element: `<span {...formParts.busy}>`. */
export const formParts = {
  submit: part("submit"),
  idle: part("idle"),
  busy: part("busy"),
  thanks: part("thanks"),
  again: part("again"),
  subscribed: part("subscribed"),
} as const;

/** A part of the form's root, by name. */
export function findPart<T extends HTMLElement = HTMLElement>(
  root: ParentNode,
  name: FormPart,
): T | null {
  return root.querySelector<T>(`[${PART_ATTR}="${name}"]`);
}

/**
 * Set on `<html>` by the page's script as it starts (app/layouts/page-scripts.ts), before the
 * `load` event: from then on a form's own script either takes the form over or says it failed.
 */
export const SCRIPTS_ATTR = "data-page-scripts";
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
  const button = findPart(form, "submit");
  const idle = button && findPart(button, "idle");
  const busy = button && findPart(button, "busy");
  if (idle) idle.hidden = false;
  if (busy) busy.hidden = true;
}

/**
 * The page's first-paint catcher, inline in the head (so it is there before any script is
 * fetched), for a Send pressed before the form's script has arrived (the page fetches it after
 * its first paint):
 * - a required field left empty (or only spaces) gets the schema's own message for that, read
 *   from its slot's `data-when-empty` (rendered from the schema), with focus on the first; nothing
 *   is sent, and the visitor is answered at once, not when the script has come;
 * - otherwise the form is held, not posted, and shows its sending state; the script sends it on
 *   arrival the way the spec shows (or shows the spec's messages for what only the schema can
 *   judge: a malformed or consumer address, a short message). If the script cannot come (blocked,
 *   offline, a deploy replaced it) the page's script marks the form failed, or, when the page's
 *   script itself never ran, `load` finds `<html>` unmarked: either way the held form posts as
 *   plain HTML and the server answers it. Where the browser knows it is offline, a post would
 *   only swap the page for its offline error: the catcher tells the page's script instead
 *   (FORM_OFFLINE_EVENT), which shows the spec's 'Error' toast and gives the form back, every
 *   value kept, and fetches the form's script again once the link is back. Without the page's
 *   script the form stays held and posts when the browser is back online. Each hold carries its
 *   own mark, so a hold given back never posts later. Nothing is lost, and no timer guesses how
 *   slow the link is.
 */
export const heldSubmitCatcher = `addEventListener("submit",function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.matches("form[${FORM_ATTR}]:not([${FORM_LIVE_ATTR}])"))return;e.preventDefault();if(f.hasAttribute("${FORM_HELD_ATTR}"))return;var first=null;f.querySelectorAll("[required]").forEach(function(c){var m=document.getElementById(c.id+"-error");if(!m||!m.hasAttribute("${WHEN_EMPTY_ATTR}")||c.value.trim())return;m.textContent=m.getAttribute("${WHEN_EMPTY_ATTR}");m.hidden=false;c.setAttribute("aria-invalid","true");c.setAttribute("aria-describedby",m.id);first=first||c});if(first){first.focus();return}var mark=String(Math.random());f.setAttribute("${FORM_HELD_ATTR}",mark);f.setAttribute("aria-busy","true");f.querySelectorAll("[${PART_ATTR}=idle],[${PART_ATTR}=busy]").forEach(function(p){p.hidden=!p.hidden});var sent=false;function post(){if(sent||f.hasAttribute("${FORM_LIVE_ATTR}")||f.getAttribute("${FORM_HELD_ATTR}")!==mark)return;if(navigator.onLine===false){addEventListener("online",post,{once:true});f.dispatchEvent(new Event("${FORM_OFFLINE_EVENT}"));return}sent=true;f.submit()}function check(){if(f.hasAttribute("${FORM_FAILED_ATTR}")||!document.documentElement.hasAttribute("${SCRIPTS_ATTR}"))post()}f.addEventListener("${FORM_FAILED_EVENT}",post);if(document.readyState==="complete")check();else addEventListener("load",check)},true)`;
