import type { ContactRequest } from "@lib/contact-schema";
import { main } from "../../scripts/inquiries";
import { saveInquiry } from "../contact/repository";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "./app";

/**
 * The person an erasure test erases, and one it keeps. Lower case: the tests look for them in
 * raw bytes (database files, .eml copies, dumps).
 */
export const GONE = "olwen.marsh@erase-me.example";
export const STAYS = "kept.client@stays.example";

/** The gated case study a person's download request asks for. */
export const STUDY = "fernway-bank-bangalore-engineering-centre";

/**
 * The owner CLI (npm run inquiries) in this process: its exit code and both streams. The store
 * is SQLite in env.DATA_DIR unless env names a DATABASE_URL; PATH is this process's, for
 * pg_dump and pg_restore.
 */
export async function inquiriesCli(args: string[], env: Record<string, string | undefined>) {
  let stdout = "";
  let stderr = "";
  const code = await main(
    args,
    {
      out: (t) => {
        stdout += t;
      },
      err: (t) => {
        stderr += t;
      },
    },
    { PATH: process.env.PATH, DATABASE_URL: "", ...env },
  );
  return { code, stdout, stderr };
}

/**
 * Inquiries through the contact API, one per entry (each a valid inquiry with these fields
 * changed), each with its confirmation and sales notice queued: their ids, in order.
 */
export async function postInquiries(
  db: Db,
  inquiries: Partial<ReturnType<typeof validInquiry>>[],
): Promise<string[]> {
  const { app } = testApp(db);
  const ids: string[] = [];
  for (const fields of inquiries) {
    const res = await postJson(app, "/api/contact", { ...validInquiry(), ...fields });
    if (res.status !== 201) throw new Error(`the inquiry was answered ${res.status}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** `count` inquiries from the same valid sender: their ids. */
export const postSomeInquiries = (db: Db, count: number) =>
  postInquiries(
    db,
    Array.from({ length: count }, () => ({})),
  );

/**
 * Every kind of row the site holds about `email`: an inquiry with its origin, its messages and
 * a webhook delivery, the insights sign-up its ticked box asks for, and a case-study request
 * (in lower case, as a second spelling of the same address). Returns the inquiry's id.
 */
export async function seedPerson(db: Db, email: string): Promise<{ inquiryId: string }> {
  const req = { ...validInquiry(), email, marketing_consent: true } as ContactRequest;
  const { id } = await saveInquiry(db, req, {
    salesEmail: "sales@h2.test",
    unsubscribeUrl: (t) => `https://h2.test/u/${t}`,
    webhook: true,
    verdict: "ok",
    attribution: { landing_page: "/dedicated-team", utm_source: "linkedin" },
  });
  const files = {
    open: new Map(),
    gated: new Map([
      [STUDY, { body: Buffer.from("%PDF-1.3\n%%EOF\n"), version: "1", etag: '"1"' }],
    ]),
  };
  const res = await postJson(
    testApp(db, {}, { studyFiles: files }).app,
    "/api/case-study-requests",
    {
      name: "Rhiannon Vale",
      email: email.toLowerCase(),
      company: "Vale & Co",
      study: STUDY,
      idempotency_key: crypto.randomUUID(),
      website: "",
      source: `/case-studies/${STUDY}/download`,
    },
  );
  if (res.status >= 300) throw new Error(`the case-study request was answered ${res.status}`);
  return { inquiryId: id };
}
