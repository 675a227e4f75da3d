import { createHash, randomBytes, randomUUID } from "node:crypto";
import { consentWording, newsletterConfirmation } from "@content/form-copy";
import { site } from "@content/site";
import type { Attribution } from "@lib/attribution";
import type { Kysely } from "kysely";
import { attributionColumns } from "../attribution/columns";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { enqueue } from "../mail/outbox";
import { newsletterConfirmMail } from "../mail/templates";

// The subscriber list both the newsletter's form and the contact form's "Send me occasional
// insights" box sign up to. Double opt-in: a sign-up is "pending" and its first e-mail asks to
// confirm; only the POST from the page its link opens makes it "subscribed"
// (server/newsletter/repository.ts), and a sign-up never confirmed is erased after
// newsletterConfirmation.unconfirmedDays (server/newsletter/sweep.ts).

/**
 * "pending": the e-mail that asks to confirm is queued (a new sign-up, or one signing up again);
 * "waiting": pending, and asked less than RESEND_AFTER_MS ago, so nothing is sent again (a form
 * sent twice, or someone typing another's address over and over, mails them once);
 * "already": subscribed, nothing changes.
 */
export type SubscribeOutcome = "pending" | "waiting" | "already";

/** How long a pending sign-up waits before signing up again sends a new link. */
export const RESEND_AFTER_MS = 10 * 60_000;

/** The outbox kind of the e-mail that asks to confirm. */
export const CONFIRM_MAIL_KIND = "newsletter-confirm";

/** What was agreed to: the words as shown and their version (content/form-copy.ts). */
export interface ConsentWording {
  text: string;
  version: string;
}

/** Where a sign-up came from: the form's page and the visit's attribution (lib/attribution.ts). */
export interface SignupOrigin {
  source?: string;
  attribution?: Attribution;
  /** What the visitor agreed to; the contact form's box (whose caller names none) by default. */
  consent?: ConsentWording;
  /**
   * The page the consent was given on, kept as proof even when `source` is not (Sec-GPC);
   * `source` by default.
   */
  consentPage?: string;
  /** Builds the confirming link from its key; the site's public origin by default. */
  confirmUrl?: (key: string) => string;
}

const HOUR_MS = 3_600_000;

/** The stored form of a confirming link's key: only its hash is kept. */
export const confirmHash = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * Signs the address up (lower-case, so one address is one subscription) inside the caller's
 * transaction, and queues the e-mail that asks to confirm: a new address, one unsubscribed
 * before, or one still pending (a new link, a new consent record) alike. An address already
 * subscribed changes nothing and is sent nothing.
 * A duplicate never raises (ON CONFLICT), so an inquiry that carries the sign-up is
 * never lost to a race with the blog's form.
 */
export async function upsertSubscription(
  trx: Kysely<Database>,
  rawEmail: string,
  at: string,
  origin: SignupOrigin = {},
): Promise<{ email: string; token: string; outcome: SubscribeOutcome }> {
  const email = rawEmail.trim().toLowerCase();
  const key = randomBytes(24).toString("base64url");
  const expiresAt = new Date(
    new Date(at).getTime() + newsletterConfirmation.linkHours * HOUR_MS,
  ).toISOString();
  const consent = origin.consent ?? consentWording.contact;
  const signup = {
    status: "pending",
    updated_at: at,
    signed_up_at: at,
    consent_text: consent.text,
    consent_version: consent.version,
    consent_page: origin.consentPage ?? origin.source ?? null,
    confirm_hash: confirmHash(key),
    confirm_expires_at: expiresAt,
    confirmed_at: null,
    source: origin.source ?? null,
    ...attributionColumns(origin.attribution ?? {}),
  };
  const inserted = await trx
    .insertInto("newsletter_subscribers")
    .values({
      id: randomUUID(),
      email,
      token: randomBytes(24).toString("base64url"),
      created_at: at,
      ...signup,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  let outcome: SubscribeOutcome = "pending";
  if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) {
    // Signing up again (after unsubscribing, or before confirming) is a new sign-up: its
    // origin and consent replace the old ones, and only its own link confirms it.
    const resendBefore = new Date(new Date(at).getTime() - RESEND_AFTER_MS).toISOString();
    const again = await trx
      .updateTable("newsletter_subscribers")
      .set(signup)
      .where("email", "=", email)
      .where((eb) =>
        eb.or([
          eb("status", "=", "unsubscribed"),
          eb.and([
            eb("status", "=", "pending"),
            eb.or([eb("signed_up_at", "is", null), eb("signed_up_at", "<", resendBefore)]),
          ]),
        ]),
      )
      .executeTakeFirst();
    if (!Number(again.numUpdatedRows)) {
      const { status } = await trx
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      outcome = status === "pending" ? "waiting" : "already";
    }
  }
  const { token } = await trx
    .selectFrom("newsletter_subscribers")
    .select("token")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  if (outcome === "pending") {
    const confirmUrl = origin.confirmUrl ?? confirmLinks({});
    await enqueue(
      trx,
      [
        {
          kind: CONFIRM_MAIL_KIND,
          to: email,
          subjectEmail: email,
          content: newsletterConfirmMail(confirmUrl(key), expiresAt),
        },
      ],
      new Date(at),
    );
  }
  return { email, token, outcome };
}

/** The address in an e-mail that unsubscribes its reader (GET asks, POST unsubscribes). */
export function unsubscribeLinks(env: Pick<Env, "SITE_ORIGIN">) {
  const origin = env.SITE_ORIGIN ?? site.origin;
  return (token: string) =>
    `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The address in the first e-mail that confirms a sign-up (GET asks, POST confirms). */
export function confirmLinks(env: Pick<Env, "SITE_ORIGIN">) {
  const origin = env.SITE_ORIGIN ?? site.origin;
  return (key: string) => `${origin}/api/newsletter/confirm?token=${encodeURIComponent(key)}`;
}
