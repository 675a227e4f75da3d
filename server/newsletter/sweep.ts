import { newsletterConfirmation } from "@content/form-copy";
import type { Db } from "../db/connect";
import { log } from "../log";
import { startEvery } from "../shared/every";
import { CONFIRM_MAIL_KIND } from "../shared/subscriptions";

const DAY_MS = 86_400_000;

/**
 * Erases the sign-ups never confirmed within newsletterConfirmation.unconfirmedDays of being
 * sent, with the e-mails that asked them to confirm (they hold the address): an address
 * someone typed for someone else is not kept. Safe to run again, and from several instances.
 */
export async function eraseUnconfirmed(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - newsletterConfirmation.unconfirmedDays * DAY_MS);
  return db.kysely.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("status", "=", "pending")
      .where("signed_up_at", "<", cutoff.toISOString())
      .execute();
    if (!stale.length) return 0;
    const emails = stale.map((r) => r.email);
    await trx
      .deleteFrom("outbox")
      .where("kind", "=", CONFIRM_MAIL_KIND)
      .where("subject_email", "in", emails)
      .execute();
    const gone = await trx
      .deleteFrom("newsletter_subscribers")
      .where("status", "=", "pending")
      .where("email", "in", emails)
      .executeTakeFirst();
    return Number(gone.numDeletedRows);
  });
}

/** Runs the erasure a minute after start and every hour; errors are logged, not thrown. */
export function startUnconfirmedSweep(db: Db, everyMs = 3_600_000) {
  const pass = async () => {
    const erased = await eraseUnconfirmed(db);
    if (erased) log.info({ erased }, "newsletter: sign-ups never confirmed erased");
  };
  return startEvery(pass, { everyMs, failed: "newsletter: erasing unconfirmed failed" });
}
