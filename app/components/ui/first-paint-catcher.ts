import {
  FORM_FAILED_ATTR,
  FORM_FAILED_EVENT,
  FORM_HELD_ATTR,
  FORM_OFFLINE_EVENT,
  PART_ATTR,
  WHEN_EMPTY_ATTR,
} from "./form-parts";
import { MODULE_ATTR, STARTED_ATTR, SUPPORTED_CLASS } from "./module";

/** The forms the catcher answers for: every posting form a script takes over, until it has. */
const WAITING = `form[method=post][${MODULE_ATTR}]:not([${STARTED_ATTR}])`;
/** The Send button's two labels: one shown, the other hidden. */
const LABELS = `[${PART_ATTR}=idle],[${PART_ATTR}=busy]`;

/**
 * The page's first-paint catcher, inline in the head (so it is there before any script is
 * fetched; first-paint-catcher.inline.ts is what the build compiles and inlines), for a Send
 * pressed before the form's script has arrived (the page fetches it after its first paint):
 * - a required field left empty (or only spaces) gets the schema's own message for that, read
 *   from its slot's `data-when-empty` (rendered from the schema), with focus on the first; nothing
 *   is sent, and the visitor is answered at once, not when the script has come;
 * - otherwise the form is held, not posted, and shows its sending state; the script sends it on
 *   arrival the way the spec shows (or shows the spec's messages for what only the schema can
 *   judge: a malformed or consumer address, a short message). If the script cannot come (blocked,
 *   offline, a deploy replaced it) the page's script marks the form failed, or, when the page's
 *   script itself never ran, `load` finds `<html>` without its supported class: either way the held form posts as
 *   plain HTML and the server answers it. Where the browser knows it is offline, a post would
 *   only swap the page for its offline error: the catcher tells the page's script instead
 *   (FORM_OFFLINE_EVENT), which shows the spec's 'Error' toast and gives the form back, every
 *   value kept, and fetches the form's script again once the link is back. Without the page's
 *   script the form stays held and posts when the browser is back online. Each hold carries its
 *   own mark, so a hold given back never posts later. Nothing is lost, and no timer guesses how
 *   slow the link is.
 *
 * It runs before anything else of ours, so it imports only constants and uses the page's
 * globals: the build bundles it alone.
 */
export function catchEarlySends() {
  addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(WAITING)) return;
      event.preventDefault();
      if (form.hasAttribute(FORM_HELD_ATTR)) return;
      if (sayWhatIsMissing(form)) return;
      hold(form);
    },
    true,
  );
}

/** Shows each empty required field's message; focuses the first. Whether there was one. */
function sayWhatIsMissing(form: HTMLFormElement): boolean {
  let first: HTMLInputElement | null = null;
  for (const field of form.querySelectorAll<HTMLInputElement>("[required]")) {
    const slot = document.getElementById(`${field.id}-error`);
    const message = slot?.getAttribute(WHEN_EMPTY_ATTR);
    if (!slot || message == null || field.value.trim()) continue;
    slot.textContent = message;
    slot.hidden = false;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", slot.id);
    first ??= field;
  }
  first?.focus();
  return first !== null;
}

/** Holds the form, showing it sending, until its script comes or is known not to. */
function hold(form: HTMLFormElement) {
  const mark = String(Math.random());
  form.setAttribute(FORM_HELD_ATTR, mark);
  form.setAttribute("aria-busy", "true");
  for (const label of form.querySelectorAll<HTMLElement>(LABELS)) label.hidden = !label.hidden;

  let sent = false;
  const post = () => {
    if (sent || form.hasAttribute(STARTED_ATTR) || form.getAttribute(FORM_HELD_ATTR) !== mark)
      return;
    if (navigator.onLine === false) {
      addEventListener("online", post, { once: true });
      form.dispatchEvent(new Event(FORM_OFFLINE_EVENT));
      return;
    }
    sent = true;
    form.submit();
  };
  const check = () => {
    const supported = document.documentElement.classList.contains(SUPPORTED_CLASS);
    if (form.hasAttribute(FORM_FAILED_ATTR) || !supported) post();
  };
  form.addEventListener(FORM_FAILED_EVENT, post);
  if (document.readyState === "complete") check();
  else addEventListener("load", check);
}
