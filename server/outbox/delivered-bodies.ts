import { sql } from "kysely";
import type { Db } from "../db/connect";

const DAY_MS = 86_400_000;

/**
 * A delivered message's or webhook's row, `days` after delivery, reduced to what an operator
 * needs (its ids, kind, times, status and attempts): the bodies, the recipe, the subject, the
 * visitor's address and the webhook's payload go, and so do the messages' .eml copies. The row stays, so the report and the
 * delivery counts still see it; an erasure finds it by its inquiry's id. Safe to run again.
 */
export async function reduceDeliveredBodies(db: Db, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const mail = await db.kysely
    .updateTable("outbox")
    .set({
      // The firm's own address (a sales notice's) stays; the visitor's goes.
      to_address: sql<string>`case when lower(to_address) = lower(subject_email) then '' else to_address end`,
      subject_email: "",
      reply_to: null,
      subject: "",
      text_body: "",
      html_body: "",
      render: null,
      list_unsubscribe: null,
      last_error: null,
    })
    .where("status", "=", "sent")
    .where("sent_at", "<", cutoff)
    .where((eb) =>
      eb.or([
        eb("subject_email", "<>", ""),
        eb("render", "is not", null),
        eb("text_body", "<>", ""),
      ]),
    )
    .returning("id")
    .execute();
  // The .eml copies (MAIL_TRANSPORT=files) are stored bodies too: every instance deletes its own.
  const at = now.toISOString();
  for (let i = 0; i < mail.length; i += 500) {
    await db.kysely
      .insertInto("erased_messages")
      .values(mail.slice(i, i + 500).map((m) => ({ id: m.id, erased_at: at })))
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  const hooks = await db.kysely
    .selectFrom("webhook_outbox")
    .select(["id", "payload"])
    .where("status", "=", "delivered")
    .where("finished_at", "<", cutoff)
    .where("subject_email", "<>", "")
    .execute();
  for (const row of hooks) {
    await db.kysely
      .updateTable("webhook_outbox")
      .set({ subject_email: "", payload: reducedPayload(row.id, row.payload), last_error: null })
      .where("id", "=", row.id)
      .execute();
  }
  return { messages: mail.length, webhooks: hooks.length };
}

/** The envelope's type and times and the event's id: nothing of the person. */
function reducedPayload(id: string, payload: string): string {
  let event: { type?: unknown; timestamp?: unknown } = {};
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    // Unreadable: reduced to the id alone.
  }
  return JSON.stringify({
    type: typeof event.type === "string" ? event.type : undefined,
    timestamp: typeof event.timestamp === "string" ? event.timestamp : undefined,
    data: { id },
    reduced: true,
  });
}
