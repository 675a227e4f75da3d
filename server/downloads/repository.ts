import { sql } from "kysely";
import type { Db } from "../db/connect";
import { writeTransaction } from "../db/group-commit";
import type { CaseStudyDownloadTable } from "../db/schema";

export type DownloadOrigin = Omit<CaseStudyDownloadTable, "day" | "downloads">;

/**
 * Adds one download to its (day, study, page, landing page, source, campaign) row: a count,
 * nothing about who. In the inquiries' group commit, so on SQLite it shares their disk flush.
 */
export async function countDownload(db: Db, origin: DownloadOrigin, now = new Date()) {
  await writeTransaction(db, (trx) =>
    trx
      .insertInto("case_study_downloads")
      .values({ ...origin, day: now.toISOString().slice(0, 10), downloads: 1 })
      .onConflict((oc) =>
        oc
          .columns(["day", "study", "page", "landing_page", "source", "campaign"])
          .doUpdateSet({ downloads: sql<number>`case_study_downloads.downloads + 1` }),
      )
      .execute(),
  );
}

/** Download counts on or after a day (YYYY-MM-DD). */
export async function listDownloadCounts(db: Db, { since }: { since?: string } = {}) {
  let q = db.kysely.selectFrom("case_study_downloads").selectAll();
  if (since) q = q.where("day", ">=", since.slice(0, 10));
  const rows = await q.execute();
  // PostgreSQL's driver may give integers as text.
  return rows.map((r) => ({ ...r, downloads: Number(r.downloads) }));
}

export type DownloadCount = Awaited<ReturnType<typeof listDownloadCounts>>[number];
