import { AFTER_PAINT_ATTR } from "~/browser/after-first-paint";
import { LEFT_EARLY_KEY } from "~/browser/left-early";
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
/** The Send button, and its two labels: one shown, the other hidden. */
const SEND = `[${PART_ATTR}=submit]`;
const LABELS = `[${PART_ATTR}=idle],[${PART_ATTR}=busy]`;

/**
 * The page's first-paint catcher, inline in the head (first-paint-catcher.inline.ts is what the
 * build compiles and inlines), the one script of ours that runs before the page has painted.
 *
 * After the first paint (a task after the first contentful paint) it adds what the head holds back
 * until then (`<template data-after-paint>`): the page's script, the whole stylesheet, the
 * manifest. A request that starts before the paint is on a slow phone's path to it (Lighthouse's
 * simulation puts it there too), and nothing in them is needed to paint or to use the page: every
 * control works from the HTML. A page left before its script has run (a link tapped at once) is
 * noted for the next page's script to count (browser/left-early.ts), after any noted before it,
 * so no landing is lost, however many pages are left that way in a row.
 *
 * Until the page's script has taken a form over, it answers the form's Send:
 * - a required field left empty (or only spaces) gets the schema's own message for that, read
 *   from its slot's `data-when-empty` (rendered from the schema), with focus on the first; nothing
 *   is sent, and the visitor is answered at once, not when the script has come;
 * - otherwise the form is held, not posted, and shows its sending state; the script sends it on
 *   arrival the way the spec shows (or shows the spec's messages for what only the schema can
 *   judge: a malformed or consumer address, a short message). If a script cannot come (blocked,
 *   offline, a deploy replaced it) the page's script marks the form failed, or, when the page's
 *   script itself fails or runs without marking `<html>` supported, the catcher sees it: either
 *   way the held form posts as plain HTML and the server answers it. Where the browser knows it
 *   is offline, a post would only swap the page for its offline error: the catcher tells the
 *   page's script instead (FORM_OFFLINE_EVENT), which shows the spec's 'Error' toast and gives
 *   the form back, every value kept, and fetches the form's script again once the link is back.
 *   Without the page's script the form stays held and posts when the browser is back online.
 *   Each hold carries its own mark, so a hold given back never posts later. Nothing is lost, and
 *   no timer guesses how slow the link is.
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
  addEventListener("pagehide", () => {
    try {
      // Added to, never replaced: pages left one after another are each counted, the first of
      // them as the visit's landing. `[undefined] + ""` is "" (the first note of the tab).
      if (!supported())
        sessionStorage[LEFT_EARLY_KEY] =
          // biome-ignore lint/style/useTemplate: the shortest way to start from "" (first note), in every page's first round trip
          [sessionStorage[LEFT_EARLY_KEY]] + `${location.href} ${document.referrer}\n`;
    } catch {} // storage refused
  });
  // After the first contentful paint (every browser of docs/browsers.md reports it): the first
  // frame can come before it, its text still held for the font, and a request started then is
  // still on the paint's path.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint")[0]) setTimeout(addHeldBack);
  }).observe({ type: "paint" });
}

/** Whether the page's script has started (so every form's script is started or on its way). */
const supported = () => document.documentElement.classList.contains(SUPPORTED_CLASS);

/** Set once the page's script is known not to have started: held forms post as HTML. */
let pageScriptLost = false;

/** Adds the head's held-back parts, watching the page's script arrive and start. */
export function addHeldBack() {
  for (const held of document.head.querySelectorAll<HTMLTemplateElement>(
    `template[${AFTER_PAINT_ATTR}]`,
  )) {
    const part = held.content.cloneNode(true) as DocumentFragment;
    for (const script of part.querySelectorAll("script"))
      script.onload = script.onerror = pageScriptSettled;
    document.head.append(part);
  }
}

function pageScriptSettled() {
  if (supported()) return;
  pageScriptLost = true;
  for (const form of document.querySelectorAll(`form[${FORM_HELD_ATTR}]`))
    form.dispatchEvent(new Event(FORM_FAILED_EVENT));
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
  // The spec's sending state: its label on a disabled button (a second press sends nothing).
  const send = form.querySelector<HTMLButtonElement>(SEND);
  if (send) send.disabled = true;
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
  form.addEventListener(FORM_FAILED_EVENT, post);
  if (pageScriptLost || form.hasAttribute(FORM_FAILED_ATTR)) post();
}
