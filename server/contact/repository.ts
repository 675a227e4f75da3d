import { randomUUID } from "node:crypto";
import { ATTRIBUTION_KEYS, type Attribution } from "@lib/attribution";
import type { ContactRequest } from "@lib/contact-schema";
import { attributionColumns } from "../attribution/columns";
import type { Db } from "../db/connect";
import { writeTransaction } from "../db/group-commit";
import { preparedInsert } from "../db/prepared";
import type { Inquiry } from "../db/schema";
import { eraseAddress } from "../shared/erasure";
import { fromSource, inCampaign } from "../shared/origin-filter";
import { isHoneypotCatch } from "../shared/spam-verdict";
import { type FollowUpDeps, queueFollowUps } from "./follow-ups";
import type { SpamVerdict } from "./spam";

export interface SaveResult {
  id: string;
  /** False when the idempotency key was seen before: nothing new was stored. */
  created: boolean;
}

/** A replay's key is already stored: the insert does nothing, and the stored inquiry answers. */
const insertInquiry = preparedInsert(
  "inquiries",
  [
    "id",
    "idempotency_key",
    "name",
    "email",
    "phone",
    "company",
    "message",
    "marketing_consent",
    "source",
    "user_agent",
    "spam_verdict",
    "received_at",
    "released_at",
    ...ATTRIBUTION_KEYS,
    "kept_at",
    "kept_by",
    "kept_why",
  ],
  { doNothingOn: "idempotency_key" },
);

async function findByKey(db: Db, key: string) {
  return db.kysely
    .selectFrom("inquiries")
    .select("id")
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/**
 * Stores the inquiry and, in the same transaction, queues what it sets in motion: for a genuine
 * one the confirmation, the sales notice and the webhook; for possible spam the notice (marked)
 * and the webhook, but no confirmation to a stranger; for a honeypot catch nothing.
 * Returns only after COMMIT, so an acknowledged inquiry is on disk with its mail.
 */
export async function saveInquiry(
  db: Db,
  req: ContactRequest,
  meta: FollowUpDeps & {
    verdict: SpamVerdict;
    userAgent?: string;
    /** Where the visit came from (none with Sec-GPC: 1). */
    attribution?: Attribution;
    now?: Date;
  },
): Promise<SaveResult> {
  const inquiry: Inquiry = {
    id: randomUUID(),
    idempotency_key: req.idempotency_key,
    name: req.name,
    email: req.email,
    phone: req.phone || null,
    company: req.company,
    message: req.message,
    marketing_consent: req.marketing_consent ? 1 : 0,
    source: req.source ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    spam_verdict: meta.verdict,
    received_at: (meta.now ?? new Date()).toISOString(),
    released_at: null,
    ...attributionColumns(meta.attribution ?? {}),
  };
  const genuine = meta.verdict === "ok";
  const reachesSales = !isHoneypotCatch(meta.verdict);
  // No look-up first: a replay is rare, and the insert itself finds it (ON CONFLICT DO NOTHING
  // on the key), also when two requests with one key race.
  const created = await writeTransaction(db, async (trx) => {
    if (!(await insertInquiry(trx, inquiry))) return false;
    await queueFollowUps(
      trx,
      inquiry,
      { confirmation: genuine, notice: reachesSales, webhook: reachesSales },
      meta,
      meta.now,
    );
    return true;
  });
  if (created) return { id: inquiry.id, created: true };
  const first = await findByKey(db, req.idempotency_key);
  if (!first) throw new Error("an inquiry's idempotency key conflicted, but no inquiry holds it");
  return { id: first.id, created: false };
}

export interface InquiryFilter {
  since?: string;
  flagged?: boolean;
  /** utm_source or referring host (without "www."), any letter case. */
  source?: string;
  /** utm_campaign, any letter case. */
  campaign?: string;
}

export async function listInquiries(
  db: Db,
  { since, flagged, source, campaign }: InquiryFilter = {},
) {
  let q = db.kysely.selectFrom("inquiries").selectAll().orderBy("received_at", "asc");
  if (since) q = q.where("received_at", ">=", since);
  if (flagged) q = q.where("spam_verdict", "<>", "ok");
  if (source) q = q.where(fromSource(source));
  if (campaign) q = q.where(inCampaign(campaign));
  return q.execute();
}

/**
 * Erasure request: every inquiry, case-study request, subscription, queued or sent message and
 * webhook delivery of one person, and the ledger's entry for them (server/shared/erasure.ts; a
 * copy already delivered to a receiver lives on there, and is erased there).
 */
export const eraseByEmail = (db: Db, email: string, now?: Date) => eraseAddress(db, email, now);
