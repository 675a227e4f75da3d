import { fieldErrors } from "@lib/field-errors";
import { z } from "@lib/zod";
import {
  type Control,
  checked,
  control,
  failed,
  showError,
  showErrors,
  showSending,
} from "./form-script";
import { SendError } from "./send-form";

// What the contact form and the case-study request do alike, and the sign-up does not: several
// fields read by the schema's list, checked again as they are edited, and one Send at a time.

/** The form's visible fields' values, as text, read by the schema's own list of them. */
export function readFields<F extends string>(
  form: HTMLFormElement,
  fields: readonly F[],
): Record<F, string> {
  const data = new FormData(form);
  const text = (name: F) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(fields.map((name) => [name, text(name)])) as Record<F, string>;
}

/**
 * Checks a field in error again as it is corrected, and one that was edited when it is left,
 * with `schema` over `read()`. Returns what forgets the edits (once the form is sent).
 */
export function recheckAsEdited(
  form: HTMLFormElement,
  fields: readonly string[],
  schema: z.core.$ZodType,
  read: () => unknown,
): () => void {
  const problems = () => {
    const parsed = z.safeParse(schema, read());
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const isField = (name: string | undefined): name is string =>
    name !== undefined && fields.includes(name);
  const edited = new Set<string>();
  form.addEventListener("input", (event) => {
    const name = (event.target as Control | null)?.name;
    if (!isField(name)) return;
    edited.add(name);
    if (control(form, name)?.getAttribute("aria-invalid")) showError(form, name, problems()[name]);
  });
  form.addEventListener("focusout", (event) => {
    const name = (event.target as Control | null)?.name;
    if (isField(name) && edited.has(name)) showError(form, name, problems()[name]);
  });
  return () => edited.clear();
}

/**
 * A form's Send as the contact and case-study forms make it: the fields checked by the schema
 * (the spec's messages under them, nothing sent), then, one at a time, 'sending' while `post`
 * runs. When it fails: the server's message under each field it refused, the 'Error' toast,
 * everything kept and `what` in the console; when it succeeds, `sent` with the data sent.
 */
export function sender<S extends z.core.$ZodType, A = unknown>(
  form: HTMLFormElement,
  {
    fields,
    schema,
    read,
    post,
    sent,
    what,
  }: {
    fields: readonly string[];
    schema: S;
    read: () => unknown;
    post: (data: z.core.output<S>) => Promise<A>;
    /** With the data sent and what `post` resolved to (the server's answer, as it read it). */
    sent: (data: z.core.output<S>, answer: A) => void;
    /** What the console calls a failed Send. */
    what: string;
  },
): () => Promise<void> {
  let sending = false;
  return async () => {
    if (sending) return;
    const data = checked(form, fields, schema, read());
    if (!data) return;
    sending = true;
    showSending(form, true);
    let failure: { err: unknown } | undefined;
    let answer: A | undefined;
    try {
      answer = await post(data);
    } catch (err) {
      failure = { err };
    }
    sending = false;
    showSending(form, false);
    if (!failure) return sent(data, answer as A);
    console.error(`${what} failed:`, failure.err);
    if (failure.err instanceof SendError) showErrors(form, fields, failure.err.fields);
    failed(failure.err);
  };
}
