import type { Db } from "../db/connect";
import { enqueue } from "../mail/outbox";
import { newsletterWelcomeMail } from "../mail/templates";
import {
  type SignupOrigin,
  type SubscribeOutcome,
  upsertSubscription,
} from "../shared/subscriptions";

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
