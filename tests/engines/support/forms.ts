import { painted, until } from "./engines";
import type { Control, Visitor } from "./visitor";

// A visitor filling in and sending a form, with script or without: shared by the form flows.

export const pageSays = (v: Visitor, text: string) =>
  until(
    () => v.read<boolean>(`document.body.innerText.includes(${JSON.stringify(text)})`),
    `"${text}" shown in ${v.engine} (${v.mode})`,
  );

export const typedIn = (v: Visitor, form: string, name: string) =>
  v.read<string>(`document.querySelector('${form} [name="${name}"]').value`);

/**
 * Taps Send or Subscribe. Without script the server answers with a new page: wait for it, so
 * what is read next is the answer, not the page the post left.
 */
export async function post(v: Visitor, button: Control) {
  if (v.mode === "script") return v.tap(button);
  await v.read(`document.documentElement.dataset.posted = "1"`);
  await v.tap(button);
  await until(
    () =>
      v.read<boolean>(
        `!document.documentElement.dataset.posted && document.readyState !== "loading"`,
      ),
    `the server's answer in ${v.engine} (${v.mode})`,
  );
}

/**
 * The console's errors but Chromium's note of every 4xx page: the server answers a post it
 * cannot accept with 422 and the form again, on purpose.
 */
export const scriptErrors = (v: Visitor) =>
  (v.consoleErrors() ?? []).filter((e) => !e.includes("the server responded with a status of 422"));

export async function typeInto(v: Visitor, form: string, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await v.type(await painted(v, "textbox", label, form), text);
  }
}
