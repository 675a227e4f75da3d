import type { Db } from "../db/connect";
import type { Inquiry, OutboxRow } from "../db/schema";
import { type DigestRecipe, deliveryDigestMail } from "./templates";

/** The kind of the recovery digest's outbox row (server/mail/digest.ts queues it). */
export const DELIVERY_DIGEST = "delivery-digest";

/**
 * A digest row as it is sent: its inquiries read from the store now (an erased one is named by
 * id only), its bodies rendered from them.
 */
export async function renderDigest(db: Db, row: OutboxRow): Promise<OutboxRow> {
  const { entries } = JSON.parse(row.render ?? '{"entries":[]}') as DigestRecipe;
  const ids = entries.map((e) => e.inquiryId);
  const found = ids.length
    ? await db.kysely.selectFrom("inquiries").selectAll().where("id", "in", ids).execute()
    : [];
  const inquiries = new Map<string, Inquiry>(found.map((i) => [i.id, i]));
  const { text, html } = deliveryDigestMail(entries, inquiries);
  return { ...row, text_body: text, html_body: html };
}
