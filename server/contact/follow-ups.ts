import type { Kysely } from "kysely";
import { attributionOf } from "../attribution/columns";
import type { Database, Inquiry } from "../db/schema";
import { enqueue, type QueueItem } from "../mail/outbox";
import { upsertSubscription } from "../shared/subscriptions";
import { enqueueWebhook } from "../webhook/outbox";

export interface FollowUpDeps {
  salesEmail: string;
  /** Builds the unsubscribe link for a visitor who ticked the insights box. */
  unsubscribeUrl: (token: string) => string;
  /** Builds the link that confirms a sign-up made by ticking the box (SITE_ORIGIN's). */
  confirmUrl?: (key: string) => string;
  /** A webhook receiver is configured: queue a delivery too. */
  webhook: boolean;
}

export interface FollowUps {
  /** To the sender; it also subscribes them if they ticked the box. */
  confirmation: boolean;
  /** To sales (marked when the inquiry is possible spam). */
  notice: boolean;
  webhook: boolean;
}

/** Queues what an inquiry sets in motion, inside the caller's transaction (the outbox). */
export async function queueFollowUps(
  trx: Kysely<Database>,
  inquiry: Inquiry,
  what: FollowUps,
  deps: FollowUpDeps,
  now = new Date(),
) {
  const mail: QueueItem[] = [];
  if (what.confirmation) {
    // The box says "Send me occasional insights": ticking it signs the address up, and a
    // second e-mail asks to confirm (double opt-in); the confirmation says so. An address
    // already subscribed gets its unsubscribe link instead.
    const subscription = inquiry.marketing_consent
      ? await upsertSubscription(trx, inquiry.email, now.toISOString(), {
          source: inquiry.source ?? undefined,
          attribution: attributionOf(inquiry),
          confirmUrl: deps.confirmUrl,
        })
      : null;
    const subscribed = subscription?.outcome === "already";
    mail.push({
      kind: "confirmation",
      to: inquiry.email,
      subjectEmail: inquiry.email,
      inquiryId: inquiry.id,
      recipe: {
        template: "confirmation",
        inquiry,
        unsubscribeUrl: subscribed ? deps.unsubscribeUrl(subscription.token) : undefined,
        confirming: subscription !== null && !subscribed,
      },
    });
  }
  if (what.notice) {
    mail.push({
      kind: "sales-notice",
      to: deps.salesEmail,
      replyTo: inquiry.email,
      subjectEmail: inquiry.email,
      inquiryId: inquiry.id,
      recipe: { template: "sales-notice", inquiry },
    });
  }
  await enqueue(trx, mail, now);
  if (what.webhook && deps.webhook) await enqueueWebhook(trx, inquiry, now);
}
