import { randomUUID } from "node:crypto";
import type { ContactRequest } from "@lib/contact-schema";
import type { Db } from "../db/connect";
import { isUniqueViolation } from "../db/errors";
import type { Inquiry } from "../db/schema";
import { enqueue } from "../mail/outbox";
import { confirmationMail, salesNoticeMail } from "../mail/templates";
import { upsertSubscription } from "../newsletter/repository";
import type { SpamVerdict } from "./spam";

export interface SaveResult {
  id: string;
  /** False when the idempotency key was seen before: nothing new was stored. */
  created: boolean;
}

async function findByKey(db: Db, key: string) {
  return db.kysely
    .selectFrom("inquiries")
    .select("id")
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/**
 * Stores the inquiry and, in the same transaction, queues its e-mails (none for spam).
 * Returns only after COMMIT, so an acknowledged inquiry is on disk with its mail.
 */
export async function saveInquiry(
  db: Db,
  req: ContactRequest,
  meta: {
    verdict: SpamVerdict;
    userAgent?: string;
    salesEmail: string;
    /** Builds the unsubscribe link for a visitor who ticked the insights box. */
    unsubscribeUrl: (token: string) => string;
    now?: Date;
  },
): Promise<SaveResult> {
  const existing = await findByKey(db, req.idempotency_key);
  if (existing) return { id: existing.id, created: false };
  const inquiry: Inquiry = {
    id: randomUUID(),
    idempotency_key: req.idempotency_key,
    name: req.name,
    email: req.email,
    phone: req.phone || null,
    company: req.company,
    message: req.message,
    marketing_consent: req.marketing_consent ? 1 : 0,
    source: req.source ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    spam_verdict: meta.verdict,
    received_at: (meta.now ?? new Date()).toISOString(),
  };
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto("inquiries").values(inquiry).execute();
      if (meta.verdict === "ok") {
        // The box says "Send me occasional insights": ticking it subscribes, and the
        // confirmation carries the unsubscribe link rather than a second e-mail.
        const subscription = inquiry.marketing_consent
          ? await upsertSubscription(trx, inquiry.email, inquiry.received_at)
          : null;
        const unsubscribeUrl = subscription ? meta.unsubscribeUrl(subscription.token) : undefined;
        await enqueue(trx, [
          {
            kind: "confirmation",
            to: inquiry.email,
            subjectEmail: inquiry.email,
            inquiryId: inquiry.id,
            content: confirmationMail(inquiry, unsubscribeUrl),
          },
          {
            kind: "sales-notice",
            to: meta.salesEmail,
            replyTo: inquiry.email,
            subjectEmail: inquiry.email,
            inquiryId: inquiry.id,
            content: salesNoticeMail(inquiry),
          },
        ]);
      }
    });
  } catch (err) {
    // Two requests with one key raced: the other one stored it; answer with its id.
    if (isUniqueViolation(err)) {
      const winner = await findByKey(db, req.idempotency_key);
      if (winner) return { id: winner.id, created: false };
    }
    throw err;
  }
  return { id: inquiry.id, created: true };
}

export async function listInquiries(db: Db, { since }: { since?: string } = {}) {
  let q = db.kysely.selectFrom("inquiries").selectAll().orderBy("received_at", "asc");
  if (since) q = q.where("received_at", ">=", since);
  return q.execute();
}

/** Erasure request: every inquiry and queued message of one person. */
export async function eraseByEmail(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  return db.kysely.transaction().execute(async (trx) => {
    const inquiries = await trx
      .deleteFrom("inquiries")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .executeTakeFirst();
    const mail = await trx
      .deleteFrom("outbox")
      .where((eb) => eb(eb.fn("lower", ["subject_email"]), "=", address))
      .returning("id")
      .execute();
    const newsletter = await trx
      .deleteFrom("newsletter_subscribers")
      .where("email", "=", address)
      .executeTakeFirst();
    return {
      inquiries: Number(inquiries.numDeletedRows),
      messages: mail.length,
      messageIds: mail.map((m) => m.id),
      subscriptions: Number(newsletter.numDeletedRows),
    };
  });
}
