import { randomBytes, randomUUID } from "node:crypto";
import { site } from "@content/site";
import type { Attribution } from "@lib/attribution";
import type { Kysely } from "kysely";
import { attributionColumns } from "../attribution/columns";
import type { Database } from "../db/schema";
import type { Env } from "../env";

// The subscriber list both the newsletter's form and the contact form's "Send me occasional
// insights" box sign up to.

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

/** The address in an e-mail that unsubscribes its reader (GET asks, POST unsubscribes). */
export function unsubscribeLinks(env: Pick<Env, "SITE_ORIGIN">) {
  const origin = env.SITE_ORIGIN ?? site.origin;
  return (token: string) =>
    `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}
