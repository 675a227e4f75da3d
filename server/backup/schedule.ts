import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Engine, sqlitePath } from "../db/connect";
import { errorField, type Logger, log as processLog } from "../log";
import { backupLastSuccess } from "../metrics/registry";
import { appendLedgerFile } from "../shared/erasure-files";
import { backupSqlite } from "./sqlite";

/** A scheduled backup's name holds its snapshot time, so names sort by age. */
const NAME = /^h2-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3})Z\.sqlite$/;
/** What a backup cut short (a crash, a full disk) leaves: tempBeside's hidden name. */
const PARTIAL = /^\.h2-.*\.sqlite\.partial-/;

export const backupName = (at: Date) => `h2-${at.toISOString().replace(/:/g, "-")}.sqlite`;

function timeOf(name: string): Date | undefined {
  const m = NAME.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : undefined;
}

/** The scheduled backups in a folder, newest first. */
export function scheduledBackups(dir: string): { name: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const at = timeOf(name);
      return at ? [{ name, at }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

export interface ScheduleSettings {
  engine: Engine;
  dataDir: string;
  /** BACKUP_DIR; undefined: off. */
  dir: string | undefined;
  intervalHours: number;
  keep: number;
  /** The first backup of a folder with none yet, this long after start. */
  firstDelayMs?: number;
  log?: Logger;
}

/** Node's timers hold at most 2^31-1 ms (~24.8 days). */
const clampDelay = (ms: number) => Math.min(Math.max(ms, 0), 2 ** 31 - 1);
const HOUR_MS = 3_600_000;

/**
 * SQLite deployments: a consistent copy of the database in `dir` every `intervalHours`, named by
 * its time, the newest `keep` kept. The schedule follows the newest backup already there, so a
 * restart (a deploy) neither skips a backup nor takes an extra one. A failure is logged at error
 * and tried again within the hour; each success sets h2_backup_last_success_timestamp_seconds.
 */
export function startScheduledBackups({
  engine,
  dataDir,
  dir,
  intervalHours,
  keep,
  firstDelayMs = 60_000,
  log = processLog,
}: ScheduleSettings) {
  const off = { stop: async () => {}, runNow: async () => false };
  if (!dir) return off;
  if (engine !== "sqlite") {
    log.warn(
      { backupDir: dir },
      "backup: BACKUP_DIR is ignored on PostgreSQL; back it up with pg_dump (docs/operations.md, Backup and restore)",
    );
    return off;
  }
  const everyMs = intervalHours * HOUR_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | undefined;

  const existing = scheduledBackups(dir);
  for (const name of safeList(dir).filter((n) => PARTIAL.test(n))) {
    rmSync(join(dir, name), { force: true });
  }
  const newest = existing[0]?.at;
  if (newest) backupLastSuccess.set(newest.getTime() / 1000);

  async function once(): Promise<boolean> {
    const started = Date.now();
    try {
      mkdirSync(dir!, { recursive: true });
      // The name's time, as a restart reads it back (the snapshot is at most a moment later).
      const at = new Date();
      const copy = await backupSqlite(sqlitePath(dataDir), join(dir!, backupName(at)));
      backupLastSuccess.set(at.getTime() / 1000);
      // Beside the backups, the ledger outlives the database: a restore on a new machine reads it.
      appendLedgerFile(dir!, copy.ledger);
      const pruned = scheduledBackups(dir!).slice(keep);
      for (const old of pruned) rmSync(join(dir!, old.name), { force: true });
      log.info(
        {
          file: copy.file,
          bytes: copy.bytes,
          inquiries: copy.inquiries,
          ms: Date.now() - started,
          pruned: pruned.length,
        },
        "backup: written",
      );
      return true;
    } catch (err) {
      log.error({ err: errorField(err), backupDir: dir }, "backup: failed");
      return false;
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = once().then((ok) => {
        running = undefined;
        schedule(ok ? everyMs : Math.min(everyMs, HOUR_MS));
        return ok;
      });
    }, clampDelay(ms));
    timer.unref();
  }

  // Never sooner than the first delay after start: the server is warming up.
  const due = newest ? newest.getTime() + everyMs - Date.now() : 0;
  const first = Math.max(due, Math.min(firstDelayMs, everyMs));
  schedule(first);
  log.info(
    {
      backupDir: dir,
      everyHours: intervalHours,
      keep,
      next: new Date(Date.now() + first).toISOString(),
    },
    "backup: scheduled",
  );

  return {
    /** Stops the schedule; a backup under way is finished first. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** One backup now, outside the schedule (tests). */
    runNow: () => once(),
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
