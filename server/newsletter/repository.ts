import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../db/connect";
import { isUniqueViolation } from "../db/errors";
import { enqueue } from "../mail/outbox";
import { newsletterWelcomeMail } from "../mail/templates";

export type SubscribeOutcome = "subscribed" | "already" | "resubscribed";

/** Subscribes an address once; a repeat changes nothing and sends nothing. */
export async function subscribe(
  db: Db,
  rawEmail: string,
  unsubscribeUrl: (token: string) => string,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const at = now.toISOString();
  const existing = await db.kysely
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing?.status === "subscribed") return "already";
  const token = existing?.token ?? randomBytes(24).toString("base64url");
  try {
    await db.kysely.transaction().execute(async (trx) => {
      if (existing) {
        await trx
          .updateTable("newsletter_subscribers")
          .set({ status: "subscribed", updated_at: at })
          .where("id", "=", existing.id)
          .execute();
      } else {
        await trx
          .insertInto("newsletter_subscribers")
          .values({
            id: randomUUID(),
            email,
            token,
            status: "subscribed",
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      await enqueue(trx, [
        {
          kind: "newsletter-welcome",
          to: email,
          subjectEmail: email,
          content: newsletterWelcomeMail(unsubscribeUrl(token)),
        },
      ]);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return "already";
    throw err;
  }
  return existing ? "resubscribed" : "subscribed";
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
