import { formCopy } from "@content/form-script-copy";
import { notify } from "~/components/site/toast/toast";
import { FORM_FAILED_ATTR, FORM_FAILED_EVENT, FORM_OFFLINE_EVENT, releaseHeld } from "./form-parts";

/**
 * What a form does when its script cannot come (the page's script calls it: app/layouts/modules.ts).
 * The form is marked, and a Send the first-paint catcher holds posts as HTML; one it cannot post,
 * the browser being offline, gets the spec's 'Error' toast and the form back. While the script
 * is fetched again the mark is off, so a Send waits for it.
 */
export function formScriptFailed(form: HTMLElement, failed: boolean) {
  if (!failed) {
    form.removeAttribute(FORM_FAILED_ATTR);
    return;
  }
  form.addEventListener(FORM_OFFLINE_EVENT, offlineSend); // one listener, however often
  form.setAttribute(FORM_FAILED_ATTR, "");
  form.dispatchEvent(new Event(FORM_FAILED_EVENT));
}

function offlineSend(event: Event) {
  releaseHeld(event.currentTarget as HTMLFormElement);
  notify("error", formCopy.errorTitle, { description: formCopy.offline });
}
