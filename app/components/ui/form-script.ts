import { formCopy } from "@content/form-script-copy";
import { fieldErrors } from "@lib/field-errors";
import { z } from "@lib/zod";
import { notify } from "~/components/site/toast/toast";
import {
  FIELD_ERROR_ATTR,
  FORM_HELD_ATTR,
  FORM_ROOT_ATTR,
  findPart,
  SUMMARY_ATTR,
} from "./form-parts";

// What every form's script does the same way: show the spec's messages in the slots the
// component drew, show "sending", and take over a Send the first-paint catcher held.

export type Control = HTMLInputElement | HTMLTextAreaElement;

/** The named control of a form, if it is one a visitor types into or ticks. */
export function control(form: HTMLFormElement, name: string): Control | null {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
}

/** A field's message under it (and its red border), or none when `message` is undefined. */
export function showError(form: HTMLFormElement, name: string, message: string | undefined) {
  const input = control(form, name);
  if (!input) return;
  const slot = form.ownerDocument.getElementById(`${input.id}-error`);
  if (!slot?.hasAttribute(FIELD_ERROR_ATTR)) return;
  slot.textContent = message ?? "";
  slot.hidden = !message;
  if (message) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", slot.id);
  } else {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}

/**
 * Every visible field's message from `errors` (cleared where it has none), the server's old
 * summary gone, and focus on the first field in error. Returns whether any field had one.
 */
export function showErrors(
  form: HTMLFormElement,
  fields: readonly string[],
  errors: Readonly<Record<string, string>>,
): boolean {
  form.querySelector(`[${SUMMARY_ATTR}]`)?.remove();
  for (const name of fields) showError(form, name, errors[name]);
  const first = fields.find((name) => errors[name]);
  if (first) control(form, first)?.focus();
  return first !== undefined;
}

/** The Send button disabled with its sending label, or back as it was. */
export function showSending(form: HTMLFormElement, sending: boolean) {
  const button = findPart<HTMLButtonElement>(form, "submit");
  if (!button) return;
  // Focus would fall to the page when the button is disabled under it: keep the visitor's place.
  const hadFocus = form.ownerDocument.activeElement === button;
  button.disabled = sending;
  form.setAttribute("aria-busy", String(sending));
  const idle = findPart(button, "idle");
  const busy = findPart(button, "busy");
  if (idle) idle.hidden = sending;
  if (busy) busy.hidden = !sending;
  if (!sending && (hadFocus || form.ownerDocument.activeElement === form.ownerDocument.body)) {
    button.focus();
  }
}

/** Empties what the visitor typed or ticked (not the hidden fields the form carries). */
export function clearForm(form: HTMLFormElement) {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLTextAreaElement) el.value = "";
    else if (el instanceof HTMLInputElement) {
      if (el.type === "checkbox") el.checked = false;
      else if (el.type !== "hidden") el.value = "";
    }
  }
}

/** The destructive toast the spec shows for any failure, with the error's message. */
export function failed(err: unknown) {
  const message = err instanceof Error && err.message ? err.message : formCopy.failed;
  notify("error", formCopy.errorTitle, { description: message });
}

/**
 * Starts a form's script: its own listener takes Send from now on (the page's script then marks
 * the form started, and the catcher lets it be), and a Send the catcher held before this code
 * arrived is sent now.
 */
export function takeOver(form: HTMLFormElement, onSubmit: (form: HTMLFormElement) => void) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    onSubmit(form);
  });
  if (form.hasAttribute(FORM_HELD_ATTR)) {
    form.removeAttribute(FORM_HELD_ATTR);
    // The catcher showed it sending; from here the script says what happens.
    showSending(form, false);
    onSubmit(form);
  }
}

/** The form's root: the form and the panel that replaces it once sent. */
export const rootOf = (form: HTMLFormElement): HTMLElement =>
  form.closest<HTMLElement>(`[${FORM_ROOT_ATTR}]`) ?? form;

/**
 * The form's values checked by its schema: the data when valid (every message cleared), else
 * null with the spec's message under each field in error and focus on the first.
 */
export function checked<S extends z.core.$ZodType>(
  form: HTMLFormElement,
  fields: readonly string[],
  schema: S,
  values: unknown,
): z.core.output<S> | null {
  const parsed = z.safeParse(schema, values);
  showErrors(form, fields, parsed.success ? {} : fieldErrors(parsed.error));
  return parsed.success ? parsed.data : null;
}

/**
 * Runs the schema once, while the page is idle, when one of `forms` comes within a screen of the
 * viewport (at once where the browser cannot tell): zod builds its checks on first use, which on
 * a slow phone was most of the first Send's wait. Not at load on a page whose form is far down:
 * there it was a long task that a first tap on the menu waited behind. Nothing is shown.
 */
export function warmUp(schema: z.core.$ZodType, forms: readonly HTMLFormElement[]) {
  const win = forms[0]?.ownerDocument.defaultView;
  if (!win) return;
  const run = () => void z.safeParse(schema, {});
  const idle = () => {
    if (typeof win.requestIdleCallback === "function")
      win.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (typeof win.IntersectionObserver !== "function") return idle();
  const near = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      idle();
    },
    { rootMargin: "100% 0px" },
  );
  for (const form of forms) near.observe(form);
}
