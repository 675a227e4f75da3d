import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contactCopy } from "@content/form-copy";
import { describe, expect, inject, it } from "vitest";
import { mimePart, waitUntil } from "../../server/test-support/smtp";
import { arrivedAt, fileVisitors, painted, until } from "./support/engines";
import { post, typeInto } from "./support/forms";
import { ENGINES, type Visitor } from "./support/visitor";

// A prospect from a LinkedIn post who moves on the moment each page has loaded: in every
// engine, the sales notice still says where the visit came from and where it landed, although
// the pages were left before their script came (it comes after the first paint).

const visitor = fileVisitors();
const dataDir = inject("dataDir");
const CONTACT = 'form[aria-label="Contact form"]';
const MAIN_NAV = 'nav[aria-label="Main"]';

/** The page has loaded (the visitor moves on then): its `load` event has fired. */
const loaded = (v: Visitor, path: string) =>
  until(
    async () =>
      (await v.read<string>("location.pathname")) === path &&
      (await v.read<string>("document.readyState")) === "complete",
    `${path} loaded in ${v.engine}`,
  );

/** The sales notice of the inquiry sent from `email` (written as a file by the test server). */
function salesNotice(email: string): string {
  const dir = join(dataDir, "mail");
  const mails = existsSync(dir) ? readdirSync(dir) : [];
  return (
    mails
      .map((f) => readFileSync(join(dir, f), "utf8"))
      .find((m) => m.includes("Origin:") && m.includes(email)) ?? ""
  );
}

describe.each(ENGINES)("%s", (engine) => {
  it("a visit from LinkedIn that leaves each page as it loads still names its source, campaign and landing page to sales", async () => {
    const v = await visitor(engine, "script");
    const campaign = `walk-${engine}`;
    await v.open(`/dedicated-team?utm_source=linkedin&utm_campaign=${campaign}`, 1280);
    await loaded(v, "/dedicated-team");
    await v.tap(await painted(v, "link", "About Us", MAIN_NAV));
    await loaded(v, "/about");
    await v.tap(await painted(v, "link", "Contact Us", MAIN_NAV));
    await arrivedAt(v, "/contact");

    const email = `walk-${engine}-${Date.now()}@northwind-logistics.com`;
    await typeInto(v, CONTACT, {
      [contactCopy.labels.name]: "Maya Fernandes",
      [contactCopy.labels.email]: email,
      [contactCopy.labels.company]: "Northwind Logistics",
      [contactCopy.labels.message]: "A dedicated team of six for our routing platform.",
    });
    await post(v, await painted(v, "button", contactCopy.submit, CONTACT));
    await painted(v, "heading", contactCopy.thanksTitle);

    await waitUntil(() => salesNotice(email) !== "", 20_000);
    expect(mimePart(salesNotice(email), "text/plain")).toContain(
      `Origin: LinkedIn · campaign ${campaign} · landed on /dedicated-team · sent from /contact after 3 pages`,
    );
  });
});
