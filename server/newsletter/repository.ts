import { consentWording } from "@content/form-copy";
import type { Db } from "../db/connect";
import { enqueue } from "../mail/outbox";
import { newsletterWelcomeMail } from "../mail/templates";
import {
  confirmHash,
  type SignupOrigin,
  type SubscribeOutcome,
  upsertSubscription,
} from "../shared/subscriptions";

/**
 * Signs an address up from the newsletter's form: pending, with the e-mail that asks to confirm
 * (server/shared/subscriptions.ts); an address already subscribed changes nothing.
 */
export async function subscribe(
  db: Db,
  rawEmail: string,
  confirmUrl: (key: string) => string,
  now = new Date(),
  origin: SignupOrigin = {},
): Promise<SubscribeOutcome> {
  return db.kysely.transaction().execute(async (trx) => {
    const { outcome } = await upsertSubscription(trx, rawEmail, now.toISOString(), {
      consent: consentWording.newsletter,
      ...origin,
      confirmUrl,
    });
    return outcome;
  });
}

/** What a confirming link finds: a pending sign-up, still valid or expired, or one confirmed. */
export type ConfirmState =
  | { state: "unknown" }
  | { state: "confirmed"; email: string }
  | { state: "expired"; email: string }
  | { state: "pending"; email: string };

/** The sign-up a confirming link names, by its key's hash (the key itself is never stored). */
export async function findByConfirmKey(db: Db, key: string, now = new Date()) {
  const row = await db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["email", "status", "confirm_expires_at"])
    .where("confirm_hash", "=", confirmHash(key))
    .executeTakeFirst();
  return stateOf(row, now);
}

function stateOf(
  row: { email: string; status: string; confirm_expires_at: string | null } | undefined,
  now: Date,
): ConfirmState {
  // An unsubscribed address's old link must not bring it back.
  if (!row || row.status === "unsubscribed") return { state: "unknown" };
  if (row.status === "subscribed") return { state: "confirmed", email: row.email };
  if (!row.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) {
    return { state: "expired", email: row.email };
  }
  return { state: "pending", email: row.email };
}

/**
 * The confirming POST: a pending sign-up with a valid link becomes "subscribed", its time
 * kept beside the consent, and the welcome (with its unsubscribe link) is queued in the same
 * transaction. Any other state is returned unchanged, so pressing twice confirms once.
 */
export async function confirm(
  db: Db,
  key: string,
  unsubscribeUrl: (token: string) => string,
  now = new Date(),
): Promise<ConfirmState> {
  return db.kysely.transaction().execute(async (trx) => {
    const hash = confirmHash(key);
    const row = await trx
      .selectFrom("newsletter_subscribers")
      .select(["email", "status", "confirm_expires_at", "token"])
      .where("confirm_hash", "=", hash)
      .executeTakeFirst();
    const found = stateOf(row, now);
    if (found.state !== "pending" || !row) return found;
    const at = now.toISOString();
    const done = await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "subscribed", confirmed_at: at, updated_at: at })
      .where("confirm_hash", "=", hash)
      .where("status", "=", "pending")
      .executeTakeFirst();
    // Another instance confirmed it between the read and the write: it sent the welcome.
    if (!Number(done.numUpdatedRows)) return { state: "confirmed", email: row.email };
    await enqueue(
      trx,
      [
        {
          kind: "newsletter-welcome",
          to: row.email,
          subjectEmail: row.email,
          listUnsubscribe: unsubscribeUrl(row.token),
          content: newsletterWelcomeMail(unsubscribeUrl(row.token)),
        },
      ],
      now,
    );
    return { state: "confirmed", email: row.email };
  });
}

/** The subscription an unsubscribe link names, or undefined for an unknown token. */
export function findByToken(db: Db, token: string) {
  return db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["email", "status"])
    .where("token", "=", token)
    .executeTakeFirst();
}

/** Returns false for an unknown token. A pending sign-up unsubscribed is withdrawn too. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  const r = await db.kysely
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", updated_at: now.toISOString(), confirm_hash: null })
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Everyone subscribed now (confirmed, or signed up before double opt-in), oldest first. */
export function listSubscribers(db: Db) {
  return db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["email", "token", "updated_at as subscribed_at", "confirmed_at", "consent_version"])
    .where("status", "=", "subscribed")
    .orderBy("updated_at", "asc")
    .execute();
}

/** How many sign-ups wait for their confirming click (their link still valid or not). */
export async function countPending(db: Db): Promise<number> {
  const { n } = await db.kysely
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(n);
}
