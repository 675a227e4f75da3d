import { createHash, randomBytes, randomUUID } from "node:crypto";
import { ATTRIBUTION_KEYS, type Attribution } from "@lib/attribution";
import { CASE_STUDY_LINK_DAYS, type CaseStudyRequestBody } from "@lib/case-study-request-schema";
import { attributionColumns } from "../attribution/columns";
import type { Db } from "../db/connect";
import { writeTransaction } from "../db/group-commit";
import { preparedInsert } from "../db/prepared";
import type { CaseStudyRequest } from "../db/schema";
import { enqueue, type QueueItem } from "../mail/outbox";
import { fromSource, inCampaign } from "../shared/origin-filter";
import { type HoneypotVerdict, honeypotVerdict } from "../shared/spam-verdict";
import { enqueueWebhookEvent } from "../webhook/outbox";
import { caseStudyRequestPayload } from "../webhook/payload";

/**
 * The outbox kinds of a request's two messages. A case study asked for is a lead too: the
 * operators' alerts watch its notice to sales as an inquiry's (server/watches.ts).
 */
export const CASE_STUDY_LINK = "case-study-link";
export const DOWNLOAD_NOTICE = "download-notice";

const DAY_MS = 86_400_000;

export type RequestVerdict = HoneypotVerdict;

/**
 * Only the honeypot (shared/spam-verdict.ts): a bot is stored with its verdict and sent
 * nothing. No fill-time rule: three fields a browser autofills are sent by people in a second.
 */
export function requestVerdict(req: Pick<CaseStudyRequestBody, "website">): RequestVerdict {
  return honeypotVerdict(req.website);
}

/** A new link key (256 random bits) and the hash the store keeps of it. */
export function newLinkKey(): string {
  return randomBytes(32).toString("base64url");
}

export const linkHash = (key: string) => createHash("sha256").update(key).digest("base64url");

export interface RequestLinks {
  /** The e-mailed link that sends the PDF, for this key. */
  download: (slug: string, key: string) => string;
  /** The study's page (the e-mail's way to ask again, the notice, the webhook). */
  study: (slug: string) => string;
}

const insertRequest = preparedInsert(
  "case_study_requests",
  [
    "id",
    "idempotency_key",
    "study",
    "study_title",
    "name",
    "email",
    "company",
    "source",
    "user_agent",
    "spam_verdict",
    "received_at",
    "link_hash",
    "link_expires_at",
    ...ATTRIBUTION_KEYS,
  ],
  { doNothingOn: "idempotency_key" },
);

export interface SavedRequest {
  id: string;
  email: string;
  /** False when the idempotency key was seen before: nothing new was stored or sent. */
  created: boolean;
}

/**
 * Stores the request and, in the same transaction, queues what it sets in motion: the e-mail
 * with the PDF's link to the visitor, the "Downloaded:" notice to sales and the webhook event;
 * nothing for a honeypot catch. Resolves only after COMMIT, so an acknowledged request is on
 * disk with its mail. A replayed key stores nothing and answers as the first time.
 */
export async function saveCaseStudyRequest(
  db: Db,
  req: CaseStudyRequestBody & { study_title: string },
  meta: {
    verdict: RequestVerdict;
    userAgent?: string;
    attribution?: Attribution;
    salesEmail: string;
    links: RequestLinks;
    /** The PDF's size as the e-mail's button shows it. */
    size: string;
    webhook: boolean;
    now?: Date;
  },
): Promise<SavedRequest> {
  const now = meta.now ?? new Date();
  const key = newLinkKey();
  const request: CaseStudyRequest = {
    id: randomUUID(),
    idempotency_key: req.idempotency_key,
    study: req.study,
    study_title: req.study_title,
    name: req.name,
    email: req.email,
    company: req.company,
    source: req.source ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    spam_verdict: meta.verdict,
    received_at: now.toISOString(),
    link_hash: linkHash(key),
    link_expires_at: new Date(now.getTime() + CASE_STUDY_LINK_DAYS * DAY_MS).toISOString(),
    ...attributionColumns(meta.attribution ?? {}),
  };
  const studyUrl = meta.links.study(request.study);
  const created = await writeTransaction(db, async (trx) => {
    if (!(await insertRequest(trx, request))) return false;
    if (meta.verdict !== "ok") return true;
    const mail: QueueItem[] = [
      {
        kind: CASE_STUDY_LINK,
        to: request.email,
        subjectEmail: request.email,
        inquiryId: request.id,
        recipe: {
          template: "case-study-link",
          request,
          link: meta.links.download(request.study, key),
          size: meta.size,
          studyUrl,
        },
      },
      {
        kind: DOWNLOAD_NOTICE,
        to: meta.salesEmail,
        replyTo: request.email,
        subjectEmail: request.email,
        inquiryId: request.id,
        recipe: { template: "download-notice", request, studyUrl },
      },
    ];
    await enqueue(trx, mail, now);
    if (meta.webhook) {
      await enqueueWebhookEvent(trx, caseStudyRequestPayload(request, studyUrl), now);
    }
    return true;
  });
  if (created) return { id: request.id, email: request.email, created: true };
  const first = await db.kysely
    .selectFrom("case_study_requests")
    .select(["id", "email"])
    .where("idempotency_key", "=", req.idempotency_key)
    .executeTakeFirst();
  if (!first) throw new Error("a request's idempotency key conflicted, but no request holds it");
  return { ...first, created: false };
}

/** The request an e-mailed link's key belongs to, if any (a genuine one: a bot was sent none). */
export async function findByLinkKey(db: Db, key: string) {
  return db.kysely
    .selectFrom("case_study_requests")
    .select(["id", "study", "link_expires_at"])
    .where("link_hash", "=", linkHash(key))
    .where("spam_verdict", "=", "ok")
    .executeTakeFirst();
}

export interface RequestFilter {
  since?: string;
  /** utm_source or referring host (without "www."), any letter case. */
  source?: string;
  /** utm_campaign, any letter case. */
  campaign?: string;
  /** A study's slug. */
  study?: string;
}

/** Case-study requests, oldest first, honeypot catches left out. */
export async function listCaseStudyRequests(
  db: Db,
  { since, source, campaign, study }: RequestFilter = {},
) {
  let q = db.kysely
    .selectFrom("case_study_requests")
    .selectAll()
    .where("spam_verdict", "=", "ok")
    .orderBy("received_at", "asc");
  if (since) q = q.where("received_at", ">=", since);
  if (study) q = q.where("study", "=", study.trim());
  if (source) q = q.where(fromSource(source));
  if (campaign) q = q.where(inCampaign(campaign));
  return q.execute();
}

/**
 * Erasure request: every case-study request of one address (its messages and webhook
 * deliveries are the outboxes', erased with an inquiry's by the address they concern).
 */
export async function eraseCaseStudyRequests(db: Db, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const result = await db.kysely
    .deleteFrom("case_study_requests")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
