import type { Db } from "../db/connect";

/** View counts on or after a day (YYYY-MM-DD), as stored: daily rows, weekly ones once rolled up. */
export async function listViewCounts(db: Db, { since }: { since?: string } = {}) {
  let q = db.kysely
    .selectFrom("page_views")
    .select(["day", "path", "referrer_host", "utm_source", "utm_campaign", "views", "landings"]);
  if (since) q = q.where("day", ">=", since.slice(0, 10));
  const rows = await q.execute();
  // PostgreSQL's driver may give integers as text; both engines give numbers from here on.
  return rows.map((r) => ({ ...r, views: Number(r.views), landings: Number(r.landings) }));
}

export type ViewCount = Awaited<ReturnType<typeof listViewCounts>>[number];
