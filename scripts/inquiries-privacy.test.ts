import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressHash } from "../server/shared/erasure";
import {
  inquiriesCli,
  postInquiries,
  STUDY,
  seedPerson,
} from "../server/test-support/person-fixture";
import { createStore, storeNames, type TestStore } from "../server/test-support/stores";

const PERSON = "Rhiannon.Vale@subject-access.example";

describe.each(storeNames)("subject access and retention from the CLI on %s", (name) => {
  let store: TestStore;
  let inquiryId = "";
  const cli = (...args: string[]) =>
    inquiriesCli(args, { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl });

  beforeAll(async () => {
    store = await createStore(name);
    const db = await store.open();
    // Every kind of row about them, and an inquiry from someone else.
    inquiryId = (await seedPerson(db, PERSON)).inquiryId;
    await postInquiries(db, [{ email: "other@acme.io" }]);
    await db.close();
  });
  afterAll(() => store.cleanup());

  it("export --email writes every kind of record held for that address as one JSON document", async () => {
    const r = await cli("export", "--email", PERSON.toUpperCase());
    expect(r).toMatchObject({ code: 0, stderr: "" });
    type Rows = Record<string, unknown>[];
    const doc = JSON.parse(r.stdout) as {
      address: string;
      inquiries: Rows;
      case_study_requests: Rows;
      newsletter_subscriptions: Rows;
      messages: Rows;
      webhook_deliveries: Rows;
    };
    expect(doc.address).toBe(PERSON.toLowerCase());
    expect(doc.inquiries).toHaveLength(1);
    expect(doc.inquiries[0]).toMatchObject({
      id: inquiryId,
      landing_page: "/dedicated-team",
      utm_source: "linkedin",
    });
    expect(doc.inquiries[0]?.how_the_visit_reached_us).toMatch(/LinkedIn|linkedin/);
    expect(doc.case_study_requests).toHaveLength(1);
    expect(doc.case_study_requests[0]).toMatchObject({ study: STUDY });
    expect(doc.case_study_requests[0]).not.toHaveProperty("link_hash");
    expect(doc.newsletter_subscriptions.length).toBeGreaterThan(0);
    expect(doc.newsletter_subscriptions[0]).not.toHaveProperty("token");
    // The inquiry's confirmation and sales notice, and the request's mail: readable text.
    expect(doc.messages.length).toBeGreaterThanOrEqual(3);
    expect(doc.messages.some((m) => String(m.text).includes("payments platform"))).toBe(true);
    expect(doc.webhook_deliveries.length).toBeGreaterThan(0);
    expect(doc.webhook_deliveries[0]).toMatchObject({ payload: { data: { id: inquiryId } } });
    expect(r.stdout).not.toContain("other@acme.io");
  });

  it("refuses --email with other options, and an address that is not one", async () => {
    expect((await cli("export", "--email", PERSON, "--format", "csv")).stderr).toMatch(
      /--email goes alone \(not with --format\)/,
    );
    expect((await cli("export", "--email", "nobody")).code).toBe(2);
  });

  it("keeps an inquiry on purpose, with why, and due-for-erasure says so", async () => {
    expect((await cli("keep", inquiryId)).stderr).toMatch(/--why "REASON" is required/);
    const kept = await cli("keep", inquiryId, "--why", "a client", "--by", "aoife");
    expect(kept).toMatchObject({
      code: 0,
      stdout: `Kept inquiry ${inquiryId} past the retention, by aoife: a client\n`,
    });
    const due = await cli("due-for-erasure", "--within", "800");
    expect(due.stdout).toMatch(
      /1 inquiry erased within 800 day\(s\) \(INQUIRY_RETENTION_DAYS=730\)/,
    );
    expect(due.stdout).toMatch(
      new RegExp(`Kept on purpose \\(1\\):\\n  ${inquiryId}  .* by aoife: a client`),
    );
    expect((await cli("keep", "no-such-id", "--why", "x")).code).toBe(1);
    expect((await cli("keep", inquiryId, "--undo")).code).toBe(0);
    expect((await cli("due-for-erasure", "--within", "800")).stdout).toMatch(
      /^.*2 inquiries erased within 800/m,
    );
  });

  it("erase --ledger applies a saved ledger file: its people go again, nobody else", async () => {
    const file = join(store.dataDir, "erasure-ledger.tsv");
    writeFileSync(file, `${addressHash("OTHER@acme.io")}\t2026-01-01T00:00:00.000Z\n`);
    const r = await cli("erase", "--ledger", file);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(
      /Erasure ledger applied \(1 entries\): 1 of them .*\(1 inquiry, 2 message\(s\)\)/,
    );
    const list = await cli("list");
    expect(list.stdout).not.toContain("other@acme.io");
    expect(list.stdout.toLowerCase()).toContain(PERSON.toLowerCase());
  });
});
