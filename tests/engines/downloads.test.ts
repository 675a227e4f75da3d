import { statSync } from "node:fs";
import { join } from "node:path";
import { caseStudyRequestCopy as copy } from "@content/form-copy";
import { contactMessages } from "@lib/contact-schema";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { mimePart, waitUntil } from "../../server/test-support/smtp";
import { queryStore } from "../e2e/support/store";
import { startEmailModeSite } from "./support/email-mode-site";
import { arrivedAt, fileVisitors, painted, until } from "./support/engines";
import { pageSays, post, scriptErrors, typedIn, typeInto } from "./support/forms";
import { ENGINES, type Mode } from "./support/visitor";

// Issue 48: "Download the case study" on /dedicated-team keeps its word in both delivery modes,
// in every engine whatever became of the scripts. Open mode (the suite's build): a plain link
// to the study's PDF; the server sees the file asked for (and counts it), and the visitor stays
// on the page. E-mail mode (a build of its own): the link leads to the study's short form,
// which answers empty, invalid and valid posts; the e-mail it sends holds a link to the PDF.

const visitor = fileVisitors();
const STUDY = "fernway-bank-bangalore-engineering-centre";
const KB = Math.round(statSync(join(buildDir, "client/case-studies", `${STUDY}.pdf`)).size / 1024);
/** Script running, blocked by a policy, and switched off. */
const SCRIPT_MODES: Mode[] = ["script", "policy", "off"];

/** Downloads of the study the server has counted so far (every engine's and mode's). */
const counted = () =>
  queryStore<{ n: number | null }>(
    inject("dataDir"),
    "select sum(downloads) as n from case_study_downloads where study = ?",
    STUDY,
  )[0]?.n ?? 0;

describe.each(ENGINES)("%s", (engine) => {
  it.each(SCRIPT_MODES)(
    "scripts %s: “Download the case study” on /dedicated-team downloads the 450+ person centre study",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/dedicated-team", 1280);
      const link = await painted(v, "link", `Download the case study (PDF, ${KB} KB)`);
      const href = await v.read<string>(
        `document.querySelector("a[data-pdf-download]").getAttribute("href")`,
      );
      expect(href).toMatch(new RegExp(`^/case-studies/${STUDY}\\.pdf\\?v=\\w+`));
      const before = counted();
      await v.tap(link);
      await until(async () => counted() > before, `${engine} (${mode}) to fetch the PDF`);
      // A file to save, not a page: the visitor is where they were.
      await expect(v.read<string>("location.pathname")).resolves.toBe("/dedicated-team");
    },
  );
});

describe("e-mail mode", () => {
  let site: Awaited<ReturnType<typeof startEmailModeSite>> | undefined;
  beforeAll(async () => {
    site = await startEmailModeSite();
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });
  const visitorOf = fileVisitors((mode) => (mode === "policy" ? site!.policyUrl : site!.url));
  const FORM = 'form[aria-label="Case study request"]';

  describe.each(ENGINES)("%s", (engine) => {
    it.each(SCRIPT_MODES)(
      "scripts %s: “Download the case study” leads to the study's form, which has the PDF e-mailed",
      async (mode) => {
        const v = await visitorOf(engine, mode);
        await v.open("/dedicated-team", 1280);
        await v.tap(await painted(v, "link", `Download the case study (PDF, ${KB} KB)`));
        await arrivedAt(v, `/case-studies/${STUDY}/download`);
        const send = () => painted(v, "button", copy.submit, FORM);

        await post(v, await send());
        await pageSays(v, contactMessages.name);
        await pageSays(v, contactMessages.company);

        const email = `maya-${engine}-${mode}-${Date.now()}@northwind-logistics.com`;
        const unfinished = email.slice(0, email.indexOf("-logistics.com"));
        await typeInto(v, FORM, {
          [copy.labels.name]: "Maya Fernandes",
          [copy.labels.email]: unfinished,
          [copy.labels.company]: "Northwind Logistics",
        });
        await post(v, await send());
        await pageSays(v, contactMessages.email);
        await expect(typedIn(v, FORM, "company")).resolves.toBe("Northwind Logistics");

        await v.tap(await painted(v, "textbox", copy.labels.email, FORM));
        await v.press("End");
        await v.type(await painted(v, "textbox", copy.labels.email, FORM), "-logistics.com");
        await post(v, await send());
        await painted(v, "heading", copy.sentTitle);
        await pageSays(v, `${copy.sentTo} ${email}.`);
        if (mode !== "policy") expect(scriptErrors(v), "console").toEqual([]);

        // The visitor's e-mail: its link is the PDF.
        await waitUntil(() => site!.smtp.received.some((m) => m.to.includes(email)));
        const message = site!.smtp.received.find((m) => m.to.includes(email))!;
        const link = /Download the PDF \(\d+ KB\): (\S+)/.exec(
          mimePart(message.raw, "text/plain"),
        )?.[1];
        const pdf = await fetch(link!);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        expect(
          Buffer.from(await pdf.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe("%PDF-");
      },
    );
  });
});
