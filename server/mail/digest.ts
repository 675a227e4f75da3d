import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";
import { DELIVERY_DIGEST } from "./digest-render";
import { enqueue, SALES_NOTICE } from "./outbox";
import type { DigestEntry } from "./templates";

/** A notice alerted before `since` and not yet listed for that reason. */
const listable = (eb: ExpressionBuilder<Database, "outbox">, since: string) =>
  eb.or([
    eb.and([
      eb("alerted_at", "is not", null),
      eb("alerted_at", "<=", since),
      eb("digested_at", "is", null),
    ]),
    eb.and([
      eb("alerted_failed_at", "is not", null),
      eb("alerted_failed_at", "<=", since),
      eb.or([eb("digested_at", "is", null), eb("digested_at", "<", eb.ref("alerted_failed_at"))]),
    ]),
  ]);

/**
 * Once mail works again after sales notices were alerted as late or given up on: queues ONE
 * digest to sales listing every such inquiry, and sends the late notices still waiting at once
 * rather than at their next hourly attempt. `mailSentAt` is when this process last sent a
 * message: a notice alerted before it is one whose outage is over. Each notice is listed once
 * (and again only if it fails for good after being listed); the conditional UPDATE makes one
 * instance of several queue it. Resolves with how many inquiries the digest lists (0: none).
 */
export async function queueRecoveryDigest(
  db: Db,
  {
    salesEmail,
    mailSentAt,
    now = new Date(),
  }: { salesEmail: string; mailSentAt?: Date; now?: Date },
): Promise<number> {
  if (!mailSentAt) return 0;
  const since = mailSentAt.toISOString();
  const at = now.toISOString();
  // A read first: most checks find nothing to list, and a read takes no write lock.
  const candidates = await db.kysely
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", SALES_NOTICE)
    .where((eb) => listable(eb, since))
    .execute();
  if (!candidates.length) return 0;
  return db.kysely.transaction().execute(async (trx) => {
    const notices = await trx
      .updateTable("outbox")
      .set({ digested_at: at })
      .where(
        "id",
        "in",
        candidates.map((c) => c.id),
      )
      .where((eb) => listable(eb, since))
      .returning(["id", "inquiry_id", "status", "sent_at", "attempts", "created_at"])
      .execute();
    if (!notices.length) return 0;
    notices.sort((a, b) => a.created_at.localeCompare(b.created_at));
    const waiting = notices.filter((n) => n.status === "pending").map((n) => n.id);
    if (waiting.length) {
      await trx
        .updateTable("outbox")
        .set({ next_attempt_at: at })
        .where("id", "in", waiting)
        .where("status", "=", "pending")
        .execute();
    }
    const entries: DigestEntry[] = notices.map((n) => ({
      inquiryId: n.inquiry_id ?? n.id,
      // Dismissed by hand is never delivered: sales gets the inquiry in full, as for failed.
      notice:
        n.status === "sent"
          ? "delivered"
          : n.status === "failed" || n.status === "dismissed"
            ? "failed"
            : "retrying",
      deliveredAt: n.sent_at,
      attempts: n.attempts,
    }));
    await enqueue(
      trx,
      [
        {
          kind: DELIVERY_DIGEST,
          to: salesEmail,
          // It names several people, and holds none of their data (read when sent).
          subjectEmail: salesEmail,
          recipe: { template: "delivery-digest", entries },
        },
      ],
      now,
    );
    return notices.length;
  });
}
