import type { Db } from "../db/connect";
import { isHoneypotCatch } from "../shared/spam-verdict";
import { type FollowUpDeps, queueFollowUps } from "./follow-ups";

export type ReleaseResult =
  | { outcome: "released"; email: string; was: string; queued: string[] }
  | { outcome: "not-flagged" | "not-found" };

/**
 * The owner's verdict on a false positive: the inquiry becomes genuine and gets what a genuine
 * one gets and it has not had. Possible spam already reached sales and the webhook, so only the
 * sender's confirmation is queued; a honeypot catch reached no one, so it gets all three.
 * The conditional update makes a second release (or two at once) queue nothing.
 */
export async function releaseInquiry(
  db: Db,
  id: string,
  deps: FollowUpDeps,
  now = new Date(),
): Promise<ReleaseResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const inquiry = await trx
      .selectFrom("inquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!inquiry) return { outcome: "not-found" };
    if (inquiry.spam_verdict === "ok") return { outcome: "not-flagged" };
    const released = await trx
      .updateTable("inquiries")
      .set({ spam_verdict: "ok", released_at: now.toISOString() })
      .where("id", "=", id)
      .where("spam_verdict", "=", inquiry.spam_verdict)
      .executeTakeFirst();
    if (!Number(released.numUpdatedRows)) return { outcome: "not-flagged" };
    const reachedNoOne = isHoneypotCatch(inquiry.spam_verdict);
    const what = { confirmation: true, notice: reachedNoOne, webhook: reachedNoOne };
    const genuine = { ...inquiry, spam_verdict: "ok", released_at: now.toISOString() };
    await queueFollowUps(trx, genuine, what, deps, now);
    const queued = [
      "confirmation",
      ...(what.notice ? ["sales notice"] : []),
      ...(what.webhook && deps.webhook ? ["webhook"] : []),
    ];
    return { outcome: "released", email: inquiry.email, was: inquiry.spam_verdict, queued };
  });
}
