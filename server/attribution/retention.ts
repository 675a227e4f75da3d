import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect";
import type { Database, PageViewTable } from "../db/schema";
import { log } from "../log";
import { startEvery } from "../shared/every";
import { weekOf } from "../shared/week";
import { NO_ATTRIBUTION } from "./columns";

export interface RetentionSettings {
  /** An inquiry's or sign-up's attribution is erased this many days after it was received. */
  attributionDays: number;
  /** Page-view counts older than this are rolled up into one row per week (its Monday). */
  viewsDailyDays: number;
}

const DAY_MS = 86_400_000;

/** Any attribution column not null (an erased or never-attributed row has them all null). */
const anyAttribution = sql<boolean>`(${sql.join(
  Object.keys(NO_ATTRIBUTION).map((column) => sql`${sql.ref(column)} is not null`),
  sql` or `,
)})`;

/** A queued message or delivery still holding a known attribution value. */
const HOLDS = ["landing_page", "referrer_host", ...utm()].map((k) => `%"${k}":"%`);
function utm() {
  return ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
}

/**
 * Erases attribution older than `attributionDays` (inquiries, sign-ups and case-study requests
 * keep everything else, and the copies queued with them in the outboxes lose it too), and rolls page-view
 * counts older than `viewsDailyDays` up into weekly rows. Safe to run again, and from several
 * instances: a roll-up that races another fails on the key and is rolled back.
 */
export async function enforceRetention(
  db: Db,
  { attributionDays, viewsDailyDays }: RetentionSettings,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - attributionDays * DAY_MS).toISOString();
  const inquiries = await db.kysely
    .updateTable("inquiries")
    .set(NO_ATTRIBUTION)
    .where("received_at", "<", cutoff)
    .where(anyAttribution)
    .executeTakeFirst();
  const signups = await db.kysely
    .updateTable("newsletter_subscribers")
    .set({ ...NO_ATTRIBUTION, source: null })
    .where("updated_at", "<", cutoff)
    .where((eb) => eb.or([anyAttribution, eb("source", "is not", null)]))
    .executeTakeFirst();
  const requests = await db.kysely
    .updateTable("case_study_requests")
    .set(NO_ATTRIBUTION)
    .where("received_at", "<", cutoff)
    .where(anyAttribution)
    .executeTakeFirst();
  const copies = await scrubCopies(db, cutoff);
  const rolledUp = await rollUpViews(
    db,
    new Date(now.getTime() - viewsDailyDays * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    inquiries: Number(inquiries.numUpdatedRows),
    signups: Number(signups.numUpdatedRows),
    requests: Number(requests.numUpdatedRows),
    copies,
    rolledUp,
  };
}

/** The inquiry copies in queued mail recipes and webhook payloads, older than the cutoff. */
async function scrubCopies(db: Db, cutoff: string): Promise<number> {
  let scrubbed = 0;
  const mail = await db.kysely
    .selectFrom("outbox")
    .select(["id", "render"])
    .where("created_at", "<", cutoff)
    .where("render", "is not", null)
    .where((eb) => eb.or(HOLDS.map((p) => eb("render", "like", p))))
    .execute();
  for (const row of mail) {
    // An inquiry's messages hold the inquiry; a case-study request's, the request.
    const recipe = JSON.parse(row.render!) as {
      inquiry?: Record<string, unknown>;
      request?: Record<string, unknown>;
    };
    if (recipe.inquiry) Object.assign(recipe.inquiry, NO_ATTRIBUTION);
    if (recipe.request) Object.assign(recipe.request, NO_ATTRIBUTION);
    await db.kysely
      .updateTable("outbox")
      .set({ render: JSON.stringify(recipe) })
      .where("id", "=", row.id)
      .execute();
    scrubbed++;
  }
  const hooks = await db.kysely
    .selectFrom("webhook_outbox")
    .select(["id", "payload"])
    .where("created_at", "<", cutoff)
    .where((eb) => eb.or(HOLDS.map((p) => eb("payload", "like", p))))
    .execute();
  for (const row of hooks) {
    const payload = JSON.parse(row.payload) as { data?: { attribution?: unknown } };
    if (payload.data?.attribution) {
      payload.data.attribution = { ...NO_ATTRIBUTION, summary: "(erased)" };
    }
    await db.kysely
      .updateTable("webhook_outbox")
      .set({ payload: JSON.stringify(payload) })
      .where("id", "=", row.id)
      .execute();
    scrubbed++;
  }
  return scrubbed;
}

/** Daily rows before `beforeDay` become one row per week (dated its Monday); returns rows merged. */
async function rollUpViews(db: Db, beforeDay: string): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("page_views")
      .selectAll()
      .where("day", "<", beforeDay)
      .execute();
    if (old.every((r) => weekOf(`${r.day}T00:00:00.000Z`) === r.day)) return 0;
    const weekly = new Map<string, PageViewTable>();
    for (const r of old) {
      const day = weekOf(`${r.day}T00:00:00.000Z`);
      const key = [day, r.path, r.referrer_host, r.utm_source, r.utm_campaign].join("\u0000");
      const row = weekly.get(key);
      if (row) {
        row.views += Number(r.views);
        row.landings += Number(r.landings);
      } else weekly.set(key, { ...r, day, views: Number(r.views), landings: Number(r.landings) });
    }
    await trx.deleteFrom("page_views").where("day", "<", beforeDay).execute();
    await insertRows(trx, [...weekly.values()]);
    return old.length;
  });
}

async function insertRows(trx: Kysely<Database>, rows: PageViewTable[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto("page_views")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Runs the retention a minute after start and every six hours; errors are logged, not thrown. */
export function startRetention(db: Db, settings: RetentionSettings, everyMs = 6 * 3600_000) {
  const pass = async () => {
    const r = await enforceRetention(db, settings);
    if (r.inquiries || r.signups || r.requests || r.copies || r.rolledUp) {
      log.info(
        {
          inquiries: r.inquiries,
          signups: r.signups,
          case_study_requests: r.requests,
          copies: r.copies,
          view_rows_rolled_up: r.rolledUp,
        },
        "retention: attribution erased, daily view rows rolled up into weeks",
      );
    }
  };
  return startEvery(pass, { everyMs, failed: "retention failed" });
}
