import { sql } from "kysely";
import type { Db } from "../db/connect";
import { chunks, countWriter } from "../db/count-writer";
import { writeTransaction } from "../db/group-commit";
import type { PageViewTable } from "../db/schema";
import { viewBeacons } from "../metrics/registry";

const counted = viewBeacons.labels("counted");
const droppedViews = viewBeacons.labels("dropped");

/** One beacon, cleaned: a page and what the visit came from ("" for none). */
export interface PageView {
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_campaign: string;
  /** The first page of a visit. */
  landing: boolean;
}

export interface ViewBatcherOptions {
  /** Written at least this often… */
  flushMs?: number;
  /** …and as soon as this many distinct rows are waiting. */
  maxKeys?: number;
  /**
   * Past this many distinct rows waiting (a store that is down, a flood of made-up paths), a
   * view of a new row is dropped; views of waiting rows are still counted.
   */
  capKeys?: number;
  now?: () => Date;
}

export interface ViewBatcher {
  record(view: PageView): void;
  /** Writes what is waiting; resolves when it is on disk (or kept for the next try). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is waiting: the graceful shutdown's last step. */
  stop(): Promise<void>;
  readonly waiting: number;
  readonly dropped: number;
}

/**
 * Page views counted in memory and written in batches: a burst of views costs one upsert per
 * distinct (day, page, referrer, source, campaign) every few seconds, not a write per view, so
 * a post going viral never queues the contact form behind its views. A crash loses at most what
 * was waiting (docs/attribution.md).
 */
export function viewBatcher(db: Db, options: ViewBatcherOptions = {}): ViewBatcher {
  const { flushMs = 5000, maxKeys = 500, capKeys = 20_000, now = () => new Date() } = options;
  let pending = new Map<string, PageViewTable>();
  let dropped = 0;

  /** False when the view(s) could not be kept (the cap reached): they are lost, and counted so. */
  const add = (into: Map<string, PageViewTable>, row: PageViewTable): boolean => {
    const key = [row.day, row.path, row.referrer_host, row.utm_source, row.utm_campaign].join(
      "\u0000",
    );
    const known = into.get(key);
    if (known) {
      known.views += row.views;
      known.landings += row.landings;
    } else if (into.size < capKeys) {
      into.set(key, { ...row });
    } else {
      dropped += row.views;
      droppedViews.inc(row.views);
      return false;
    }
    return true;
  };

  const writer = countWriter("views", {
    take() {
      if (pending.size === 0) return undefined;
      const batch = pending;
      pending = new Map();
      return [...batch.values()];
    },
    // In the inquiries' group commit: on SQLite the counts join the next inquiries' commit and
    // share its disk flush. A commit of their own would start a flush that the inquiries
    // written meanwhile must wait out before theirs (p99 11 → 63 ms at 500 views a second).
    write: (rows) =>
      writeTransaction(db, async (trx) => {
        for (const slice of chunks(rows))
          await trx
            .insertInto("page_views")
            .values(slice)
            .onConflict((oc) =>
              oc
                .columns(["day", "path", "referrer_host", "utm_source", "utm_campaign"])
                .doUpdateSet({
                  views: sql<number>`page_views.views + excluded.views`,
                  landings: sql<number>`page_views.landings + excluded.landings`,
                }),
            )
            .execute();
      }),
    // Merged with what came meanwhile (bounded by capKeys).
    keep: (rows) => {
      for (const row of rows) add(pending, row);
    },
  });
  const flush = writer.flush;

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(view) {
      const kept = add(pending, {
        day: now().toISOString().slice(0, 10),
        path: view.path,
        referrer_host: view.referrer_host,
        utm_source: view.utm_source,
        utm_campaign: view.utm_campaign,
        views: 1,
        landings: view.landing ? 1 : 0,
      });
      if (kept) counted.inc();
      if (pending.size >= maxKeys && !writer.busy) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
    get waiting() {
      return pending.size;
    },
    get dropped() {
      return dropped;
    },
  };
}
