import { randomBytes, randomUUID } from "node:crypto";
import type { Attribution } from "@lib/attribution";
import type { Kysely } from "kysely";
import { attributionColumns } from "../attribution/columns";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";
import { enqueue } from "../mail/outbox";
import { newsletterWelcomeMail } from "../mail/templates";

export type SubscribeOutcome = "subscribed" | "already" | "resubscribed";

/** Where a sign-up came from: the form's page and the visit's attribution (lib/attribution.ts). */
export interface SignupOrigin {
  source?: string;
  attribution?: Attribution;
}

/**
 * Adds the address (lower-case, so one address is one subscription), or re-activates it after
 * an unsubscribe, inside the caller's transaction.
 * A duplicate never raises (ON CONFLICT), so an inquiry that carries the subscription is
 * never lost to a race with the blog's form.
 */
export async function upsertSubscription(
  trx: Kysely<Database>,
  rawEmail: string,
  at: string,
  origin: SignupOrigin = {},
): Promise<{ email: string; token: string; outcome: SubscribeOutcome }> {
  const email = rawEmail.trim().toLowerCase();
  const inserted = await trx
    .insertInto("newsletter_subscribers")
    .values({
      id: randomUUID(),
      email,
      token: randomBytes(24).toString("base64url"),
      status: "subscribed",
      created_at: at,
      updated_at: at,
      source: origin.source ?? null,
      ...attributionColumns(origin.attribution ?? {}),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  let outcome: SubscribeOutcome = "subscribed";
  if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) {
    // A return after unsubscribing is a new sign-up: its origin replaces the old one.
    const reactivated = await trx
      .updateTable("newsletter_subscribers")
      .set({
        status: "subscribed",
        updated_at: at,
        source: origin.source ?? null,
        ...attributionColumns(origin.attribution ?? {}),
      })
      .where("email", "=", email)
      .where("status", "=", "unsubscribed")
      .executeTakeFirst();
    outcome = Number(reactivated.numUpdatedRows) ? "resubscribed" : "already";
  }
  const { token } = await trx
    .selectFrom("newsletter_subscribers")
    .select("token")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { email, token, outcome };
}

/** Subscribes an address once, with a welcome; a repeat changes nothing and sends nothing. */
export async function subscribe(
  db: Db,
  rawEmail: string,
  unsubscribeUrl: (token: string) => string,
  now = new Date(),
  origin: SignupOrigin = {},
): Promise<SubscribeOutcome> {
  return db.kysely.transaction().execute(async (trx) => {
    const { email, token, outcome } = await upsertSubscription(
      trx,
      rawEmail,
      now.toISOString(),
      origin,
    );
    if (outcome !== "already") {
      await enqueue(trx, [
        {
          kind: "newsletter-welcome",
          to: email,
          subjectEmail: email,
          listUnsubscribe: unsubscribeUrl(token),
          content: newsletterWelcomeMail(unsubscribeUrl(token)),
        },
      ]);
    }
    return outcome;
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

/** Returns false for an unknown token. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  const r = await db.kysely
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", updated_at: now.toISOString() })
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Everyone subscribed now, oldest first: what the owner sends the newsletter to. */
export function listSubscribers(db: Db) {
  return db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["email", "token", "updated_at as subscribed_at"])
    .where("status", "=", "subscribed")
    .orderBy("updated_at", "asc")
    .execute();
}
