import { contactCopy, newsletterCopy } from "@content/form-copy";
import { contactMessages } from "@lib/contact-schema";
import { describe, expect, it } from "vitest";
import { arrivedAt, fileVisitors, painted, shotPath, until } from "./support/engines";
import { pageSays, post, scriptErrors, typedIn, typeInto } from "./support/forms";
import { ENGINES, type Mode } from "./support/visitor";

// Both forms, empty, invalid and valid, in every engine: with script they answer in place;
// without it (switched off, or blocked by a policy) the server answers with the same words.

const visitor = fileVisitors();
const FORM_MODES: Mode[] = ["script", "policy", "off"];
const CONTACT = 'form[aria-label="Contact form"]';
const SIGNUP = 'form[aria-label="Newsletter signup"]';
const address = (who: string, engine: string) =>
  `${who}-${engine}-${Date.now()}@northwind-logistics.com`;

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
      if (mode !== "script") await arrivedAt(v, "/api/contact");

      // The step after, in the same breath: the scheduler with their name and address in it.
      const book = await painted(v, "link", `${contactCopy.book} (opens in a new tab)`);
      const href = new URL(
        await v.read<string>(
          `[...document.querySelectorAll("a")].find((a) => a.textContent.startsWith(${JSON.stringify(contactCopy.book)})).href`,
        ),
      );
      expect(href.searchParams.get("email")).toBe(email);
      expect(href.searchParams.get("name")).toBe("Aya Fernandes");
      expect(href.searchParams.get("metadata[inquiry]")).toMatch(/^[0-9a-f-]{36}$/);
      // Saved to look at: the thank-you panel (or the server's page) in each engine and mode.
      await v.screenshot(shotPath(`${engine}-${mode}-thank-you`));
      if (mode === "script") {
        // With script it opens over the page, in a frame of the scheduler's own embed page.
        await v.tap(book);
        await painted(v, "dialog", "Book your discovery call");
        const frame = new URL(await v.read<string>(`document.querySelector("dialog iframe").src`));
        expect(frame.pathname).toMatch(/\/embed$/);
        expect(frame.searchParams.get("email")).toBe(email);
        await v.screenshot(shotPath(`${engine}-scheduler-dialog`));
        await v.press("Escape");
        await until(
          () => v.read<boolean>(`!document.querySelector("dialog")`),
          `the scheduler closed in ${engine}`,
        );
      }
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
      await pageSays(
        v,
        v.mode === "script" ? newsletterCopy.answers.pending : newsletterCopy.thanks,
      );
      if (mode !== "policy") expect(scriptErrors(v), "console").toEqual([]);
    },
  );
});
