import { contactMessages } from "@lib/contact-schema";
import { contactCopy, newsletterCopy } from "@lib/form-copy";
import { describe, expect, it } from "vitest";
import { arrivedAt, fileVisitors, painted, until } from "./support/engines";
import { type Control, ENGINES, type Mode, type Visitor } from "./support/visitor";

// Both forms, empty, invalid and valid, in every engine: with script they answer in place;
// without it (switched off, or blocked by a policy) the server answers with the same words.

const visitor = fileVisitors();
const FORM_MODES: Mode[] = ["script", "policy", "off"];
const CONTACT = 'form[aria-label="Contact form"]';
const SIGNUP = 'form[aria-label="Newsletter signup"]';
const address = (who: string, engine: string) =>
  `${who}-${engine}-${Date.now()}@northwind-logistics.com`;

const pageSays = (v: Visitor, text: string) =>
  until(
    () => v.read<boolean>(`document.body.innerText.includes(${JSON.stringify(text)})`),
    `"${text}" shown in ${v.engine} (${v.mode})`,
  );
const typedIn = (v: Visitor, form: string, name: string) =>
  v.read<string>(`document.querySelector('${form} [name="${name}"]').value`);

/**
 * Taps Send or Subscribe. Without script the server answers with a new page: wait for it, so
 * what is read next is the answer, not the page the post left.
 */
async function post(v: Visitor, button: Control) {
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
const scriptErrors = (v: Visitor) =>
  (v.consoleErrors() ?? []).filter((e) => !e.includes("the server responded with a status of 422"));

async function typeInto(v: Visitor, form: string, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await v.type(await painted(v, "textbox", label, form), text);
  }
}

describe.each(ENGINES)("%s", (engine) => {
  it.each(FORM_MODES)(
    "scripts %s: the contact form answers empty, invalid and valid posts, keeping what was typed",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/contact", 1280);
      const send = () => painted(v, "button", contactCopy.submit, CONTACT);

      await post(v, await send());
      await pageSays(v, contactMessages.name);
      await pageSays(v, contactMessages.message);

      const email = address("engines", engine);
      await typeInto(v, CONTACT, {
        [contactCopy.labels.name]: "A",
        [contactCopy.labels.message]: "too short",
      });
      await post(v, await send());
      await pageSays(v, contactMessages.name);
      await expect(typedIn(v, CONTACT, "message")).resolves.toBe("too short");

      // Mended where the visitor is told to: each field holds what was typed, added to.
      await typeInto(v, CONTACT, {
        [contactCopy.labels.name]: "ya Fernandes",
        [contactCopy.labels.email]: email,
        [contactCopy.labels.company]: "Northwind Logistics",
        [contactCopy.labels.message]: " — a team of six for our routing platform.",
      });
      await expect(typedIn(v, CONTACT, "name")).resolves.toBe("Aya Fernandes");
      await post(v, await send());
      await painted(v, "heading", contactCopy.thanksTitle);
      if (mode !== "script") await arrivedAt(v, "/contact/thank-you");
      if (mode !== "policy") expect(scriptErrors(v), "console").toEqual([]);
    },
  );

  it.each(FORM_MODES)(
    "scripts %s: the newsletter form answers empty, invalid and valid addresses",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/blog", v.phoneWidth);
      const subscribe = () => painted(v, "button", newsletterCopy.submit, SIGNUP);

      await post(v, await subscribe());
      await pageSays(v, "Please enter a valid email address");

      const email = address("letters", engine);
      const unfinished = email.slice(0, email.indexOf("-logistics.com"));
      await typeInto(v, SIGNUP, { [newsletterCopy.label]: unfinished });
      await post(v, await subscribe());
      await pageSays(v, "Please enter a valid email address");
      await expect(typedIn(v, SIGNUP, "email")).resolves.toBe(unfinished);

      await v.tap(await painted(v, "textbox", newsletterCopy.label, SIGNUP));
      await v.press("End");
      await v.type(await painted(v, "textbox", newsletterCopy.label, SIGNUP), "-logistics.com");
      await post(v, await subscribe());
      // With script a toast gives the server's answer; without, the thank-you page.
      await pageSays(v, v.mode === "script" ? "You're subscribed!" : newsletterCopy.thanks);
      if (mode !== "policy") expect(scriptErrors(v), "console").toEqual([]);
    },
  );
});
