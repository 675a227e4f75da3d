import { pdfVersion } from "@lib/case-study-pdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp } from "../test-support/app";
import { deliverToSmtp } from "../test-support/deliver";
import { mimePart, waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";

const SLUG = "tallyfold-open-banking-platform";
const PDF = Buffer.from("%PDF-1.3\n% Tallyfold, as the build writes it\n%%EOF\n");
const files = {
  open: new Map(),
  gated: new Map([[SLUG, { body: PDF, version: pdfVersion(PDF), etag: '"t"' }]]),
};

describe.each(storeNames)("a case study by e-mail over real SMTP (%s)", (engine) => {
  let store: TestStore;
  let db: Db;

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("mails the visitor a link that fetches the PDF, and sales a notice they can reply to", async () => {
    const { smtp, stop } = await deliverToSmtp(db, store.dataDir);
    try {
      const { app } = testApp(db, { SITE_ORIGIN: "http://site.test" }, { studyFiles: files });
      const res = await postJson(app, "/api/case-study-requests", {
        name: "Ines Okafor",
        email: "ines@tallyfold-client.io",
        company: "Harbour Pay",
        study: SLUG,
        idempotency_key: crypto.randomUUID(),
        website: "",
        source: `/case-studies/${SLUG}/download`,
      });
      expect(res.status).toBe(201);
      await waitUntil(() => smtp.received.length >= 2);

      const toVisitor = smtp.received.find((m) => m.to.includes("ines@tallyfold-client.io"))!;
      const text = mimePart(toVisitor.raw, "text/plain");
      expect(text).toContain("Hello Ines,");
      const link = /Download the PDF \(\d+ KB\): (\S+)/.exec(text)?.[1];
      expect(link).toMatch(new RegExp(`^http://site\\.test/case-studies/${SLUG}\\.pdf\\?key=`));
      // The HTML part carries the same link, as a button.
      expect(mimePart(toVisitor.raw, "text/html")).toContain(`href="${link}"`);

      const url = new URL(link!);
      const pdf = await app.request(`http://site.test${url.pathname}${url.search}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);

      const toSales = smtp.received.find((m) => m.to.includes("sales@h2.test"))!;
      expect(toSales.headers.get("reply-to")).toBe("ines@tallyfold-client.io");
      const notice = mimePart(toSales.raw, "text/plain");
      expect(notice).toMatch(/^Downloaded: Tallyfold ships open-banking APIs/);
      expect(notice).toContain("Company: Harbour Pay");
      // Sales get no working link: it is the visitor's alone.
      expect(notice).not.toContain("?key=");
    } finally {
      await stop();
    }
  });
});
