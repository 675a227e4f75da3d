import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, testApp, validInquiry } from "../server/test-support/app";
import { createStore, type TestStore } from "../server/test-support/stores";
import { toCsv } from "./inquiries";

let store: TestStore;
const cli = (...args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/inquiries.ts", ...args], {
    env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });

beforeAll(async () => {
  store = await createStore("sqlite");
  const db = await store.open();
  const { app } = testApp(db);
  await postJson(app, "/api/contact", {
    ...validInquiry(),
    email: "keep@acme.io",
    name: "Keep Me",
  });
  await postJson(app, "/api/contact", {
    ...validInquiry(),
    email: "Erase@Acme.io",
    company: "=HYPERLINK(1)",
  });
  await postJson(app, "/api/newsletter", { email: "reader@globex.io" });
  await postJson(app, "/api/newsletter", { email: "left@globex.io" });
  await db.kysely
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed" })
    .where("email", "=", "left@globex.io")
    .execute();
  await db.close();
});
afterAll(async () => {
  await store.cleanup();
});

describe("owner CLI", () => {
  it("lists and exports inquiries", () => {
    expect(cli("list")).toMatch(/Keep Me <keep@acme\.io>[\s\S]*2 inquiries/);
    const rows = JSON.parse(cli("export", "--format", "json")) as { email: string }[];
    expect(rows.map((r) => r.email).sort()).toEqual(["Erase@Acme.io", "keep@acme.io"]);
    const csv = cli("export", "--format", "csv");
    expect(csv.split("\r\n")[0]).toBe(
      "id,received_at,name,email,phone,company,message,marketing_consent,source,spam_verdict",
    );
    expect(csv).toContain("'=HYPERLINK(1)"); // formula neutralised
  });

  it("erases one person's inquiries and mail, case-insensitively, and nothing else", () => {
    expect(cli("erase", "--email", "erase@acme.io")).toMatch(
      /Erased 1 inquiry, 2 queued or sent message/,
    );
    const rows = JSON.parse(cli("export", "--format", "json")) as { email: string }[];
    expect(rows.map((r) => r.email)).toEqual(["keep@acme.io"]);
  });

  it("lists and exports who is subscribed now, each with their unsubscribe link", () => {
    const listed = cli("subscribers");
    expect(listed).toContain("reader@globex.io");
    expect(listed).toContain("keep@acme.io"); // ticked the contact form's box
    expect(listed).not.toContain("left@globex.io");
    const rows = JSON.parse(cli("subscribers", "--format", "json")) as {
      email: string;
      subscribed_at: string;
      unsubscribe_url: string;
    }[];
    const reader = rows.find((r) => r.email === "reader@globex.io");
    expect(reader?.unsubscribe_url).toMatch(/\/api\/newsletter\/unsubscribe\?token=[\w-]{16,}$/);
    expect(rows.some((r) => r.email === "left@globex.io")).toBe(false);
    const csv = cli("subscribers", "--format", "csv").split("\r\n");
    expect(csv[0]).toBe("email,subscribed_at,unsubscribe_url");
    expect(csv.filter((l) => l.startsWith("reader@globex.io,"))).toHaveLength(1);
    expect(() => cli("subscribers", "--format", "xml")).toThrow(/--format must be csv or json/);
  });

  it("refuses bad arguments with usage and exit code 2", () => {
    expect(() => cli("export", "--format", "xml")).toThrow(/--format must be csv or json/);
    expect(() => cli("frobnicate")).toThrow(/Usage/);
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    const csv = toCsv(
      [
        {
          id: "1",
          idempotency_key: "k",
          name: "A",
          email: "a@acme.io",
          phone: null,
          company: "Acme",
          message: 'He said "hi",\nthen left',
          marketing_consent: 0,
          source: null,
          user_agent: null,
          spam_verdict: "ok",
          received_at: "2026-01-01T00:00:00.000Z",
        },
      ],
      ["id", "message"],
    );
    expect(csv).toContain('"He said ""hi"",\nthen left"');
  });
});
