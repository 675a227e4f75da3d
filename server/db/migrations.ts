import { type Kysely, type Migration, Migrator, sql } from "kysely";
import { errorField, log } from "../log";
import { MigrationFailedError } from "./errors";

/** The attribution columns holding text (pages_seen is an integer). */
const ATTRIBUTION_TEXT_COLUMNS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/**
 * Versioned schema changes, applied in name order at start. Never edit a shipped one: add, and
 * only add (a table, a nullable column, an index), so the previous release still runs on the
 * schema this one leaves: docs/decisions/0005-rollback-past-a-migration.md has the rules.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_inquiries_outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("inquiries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("marketing_consent", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("source", "text")
        .addColumn("user_agent", "text")
        .addColumn("spam_verdict", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("inquiries_email_idx").on("inquiries").column("email").execute();
      await db.schema
        .createIndex("inquiries_received_idx")
        .on("inquiries")
        .column("received_at")
        .execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("inquiry_id", "text")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("subject_email", "text", (c) => c.notNull())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema
        .createIndex("outbox_due_idx")
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("outbox_subject_idx")
        .on("outbox")
        .column("subject_email")
        .execute();
    },
  },
  "0002_newsletter_rate_limits": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("newsletter_subscribers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("window_start", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
        .execute();
    },
  },
  "0003_csp_reports": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("csp_reports")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("document_uri", "text")
        .addColumn("violated_directive", "text")
        .addColumn("blocked_uri", "text")
        .addColumn("body", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("csp_reports_received_idx")
        .on("csp_reports")
        .column("received_at")
        .execute();
    },
  },
  "0004_outbox_list_unsubscribe": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("list_unsubscribe", "text").execute();
    },
  },
  "0005_webhooks_release": {
    async up(db: Kysely<unknown>) {
      // Its own table, not outbox rows: a delivery has no recipient, subject or bodies, and
      // the worker that claims it speaks HTTP, not SMTP.
      await db.schema
        .createTable("webhook_outbox")
        // The inquiry's id: one delivery per inquiry, and its webhook-id.
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("inquiry_id", "text", (c) => c.notNull())
        .addColumn("subject_email", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .execute();
      // Only the index the worker's claim needs: each one more is written with every inquiry
      // (erasure matches lower(subject_email), which an index on the column would not serve).
      await db.schema
        .createIndex("webhook_outbox_due_idx")
        .on("webhook_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.alterTable("inquiries").addColumn("released_at", "text").execute();
    },
  },
  "0006_outbox_render": {
    async up(db: Kysely<unknown>) {
      // Rows queued before keep their bodies (render null) and are sent as they are.
      await db.schema.alterTable("outbox").addColumn("render", "text").execute();
    },
  },
  "0007_attribution_page_views": {
    async up(db: Kysely<unknown>) {
      // Where a visit came from (lib/attribution.ts), on each inquiry and sign-up: null when
      // unknown, when the visitor asked not to be tracked (Sec-GPC), and after retention.
      for (const table of ["inquiries", "newsletter_subscribers"]) {
        for (const column of ATTRIBUTION_TEXT_COLUMNS) {
          await db.schema.alterTable(table).addColumn(column, "text").execute();
        }
        await db.schema.alterTable(table).addColumn("pages_seen", "integer").execute();
      }
      // The page a sign-up was sent from (an inquiry has had its `source` from the start).
      await db.schema.alterTable("newsletter_subscribers").addColumn("source", "text").execute();
      // Counts only: no address, user agent or identifier of any kind. "" stands for none, so
      // the key is one primary key in both engines (NULLs would never conflict).
      await db.schema
        .createTable("page_views")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("referrer_host", "text", (c) => c.notNull())
        .addColumn("utm_source", "text", (c) => c.notNull())
        .addColumn("utm_campaign", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("landings", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("page_views_pk", [
          "day",
          "path",
          "referrer_host",
          "utm_source",
          "utm_campaign",
        ])
        .execute();
    },
  },
  "0008_delivery_alerts": {
    async up(db: Kysely<unknown>) {
      // Each late or given-up delivery is alerted once per reason, whichever instance sees it
      // first; a sales notice's recovery digest, likewise (server/outbox/alerts.ts).
      for (const table of ["outbox", "webhook_outbox"]) {
        await db.schema.alterTable(table).addColumn("alerted_at", "text").execute();
        await db.schema.alterTable(table).addColumn("alerted_failed_at", "text").execute();
      }
      await db.schema.alterTable("outbox").addColumn("digested_at", "text").execute();
      // What failed before alerts existed was listed by the owner's report: counted, not
      // announced again all at once on the first check.
      const now = new Date().toISOString();
      for (const table of ["outbox", "webhook_outbox"]) {
        await sql`update ${sql.table(table)} set alerted_failed_at = ${now} where status = 'failed'`.execute(
          db,
        );
      }
    },
  },
  "0009_rate_limit_salts": {
    async up(db: Kysely<unknown>) {
      // Each window's HMAC key (server/rate-limit/limiter.ts), deleted with the window.
      await db.schema
        .createTable("rate_limit_salts")
        .addColumn("window_start", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();
      // The counts kept so far are under plain SHA-256 hashes of addresses: gone, not kept.
      await db.deleteFrom("rate_limits" as never).execute();
    },
  },
  "0010_case_study_downloads": {
    async up(db: Kysely<unknown>) {
      // Case-study PDF downloads (server/downloads/), counted as page views are: one row per
      // day, study, page the link was on, visit's landing page, source and campaign, with a
      // count; no address, user agent, cookie or identifier. "" stands for unknown.
      await db.schema
        .createTable("case_study_downloads")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("study", "text", (c) => c.notNull())
        .addColumn("page", "text", (c) => c.notNull())
        .addColumn("landing_page", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("campaign", "text", (c) => c.notNull())
        .addColumn("downloads", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("case_study_downloads_pk", [
          "day",
          "study",
          "page",
          "landing_page",
          "source",
          "campaign",
        ])
        .execute();
    },
  },
  "0011_case_study_requests": {
    async up(db: Kysely<unknown>) {
      // Case studies asked for by e-mail (server/downloads/): each a lead with the visit's
      // attribution, like an inquiry; the e-mailed link's key is kept only as its hash.
      let table = db.schema
        .createTable("case_study_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("study", "text", (c) => c.notNull())
        .addColumn("study_title", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("source", "text")
        .addColumn("user_agent", "text")
        .addColumn("spam_verdict", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("link_hash", "text", (c) => c.notNull().unique())
        .addColumn("link_expires_at", "text", (c) => c.notNull());
      for (const column of ATTRIBUTION_TEXT_COLUMNS) table = table.addColumn(column, "text");
      await table.addColumn("pages_seen", "integer").execute();
      await db.schema
        .createIndex("case_study_requests_received_idx")
        .on("case_study_requests")
        .column("received_at")
        .execute();
    },
  },
  "0012_delivery_dismissals": {
    async up(db: Kysely<unknown>) {
      // A delivery that will never succeed is ended by hand (status "dismissed", which no
      // queue, alert or readiness query asks for): when, by whom and why, for the report.
      for (const table of ["outbox", "webhook_outbox"]) {
        for (const column of ["dismissed_at", "dismissed_by", "dismissed_why"]) {
          await db.schema.alterTable(table).addColumn(column, "text").execute();
        }
      }
    },
  },
  "0013_web_vitals": {
    async up(db: Kysely<unknown>) {
      // Field Core Web Vitals (server/vitals/): counts per day, route, device class, engine,
      // metric and bucket, nothing of a visit; and the LCP element as the library named it.
      await db.schema
        .createTable("web_vitals_daily")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("route", "text", (c) => c.notNull())
        .addColumn("device", "text", (c) => c.notNull())
        .addColumn("engine", "text", (c) => c.notNull())
        .addColumn("metric", "text", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("web_vitals_daily_pk", [
          "day",
          "route",
          "device",
          "engine",
          "metric",
          "bucket",
        ])
        .execute();
      await db.schema
        .createTable("web_vitals_lcp_elements")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("route", "text", (c) => c.notNull())
        .addColumn("device", "text", (c) => c.notNull())
        .addColumn("element", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("web_vitals_lcp_elements_pk", [
          "day",
          "route",
          "device",
          "element",
        ])
        .execute();
    },
  },
  "0014_erasure_retention": {
    async up(db: Kysely<unknown>) {
      // The erasure ledger (a hash of the address and the time) a restore applies, the ids of
      // erased messages every instance deletes its .eml files by, and an inquiry kept on purpose
      // past INQUIRY_RETENTION_DAYS (server/shared/erasure.ts, server/retention/).
      await db.schema
        .createTable("erasures")
        .addColumn("address_hash", "text", (c) => c.primaryKey())
        .addColumn("erased_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("erased_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("erased_at", "text", (c) => c.notNull())
        .execute();
      for (const column of ["kept_at", "kept_by", "kept_why"]) {
        await db.schema.alterTable("inquiries").addColumn(column, "text").execute();
      }
    },
  },
  "0015_newsletter_consent": {
    async up(db: Kysely<unknown>) {
      // Double opt-in (server/shared/subscriptions.ts): a sign-up is "pending" until its link's
      // POST, and keeps what was agreed to. The previous release lists "subscribed" rows only.
      for (const column of [
        "signed_up_at",
        "consent_text",
        "consent_version",
        "consent_page",
        "confirm_hash",
        "confirm_expires_at",
        "confirmed_at",
      ]) {
        await db.schema.alterTable("newsletter_subscribers").addColumn(column, "text").execute();
      }
      await db.schema
        .createIndex("newsletter_subscribers_confirm_idx")
        .on("newsletter_subscribers")
        .column("confirm_hash")
        .execute();
    },
  },
  "0016_bookings": {
    async up(db: Kysely<unknown>) {
      // Discovery calls booked through the scheduler (server/bookings/): a table of its own, so
      // the previous release, which never reads it, serves on this schema unchanged.
      await db.schema
        .createTable("bookings")
        .addColumn("uid", "text", (c) => c.primaryKey())
        .addColumn("inquiry_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("start_at", "text", (c) => c.notNull())
        .addColumn("end_at", "text", (c) => c.notNull())
        .addColumn("time_zone", "text", (c) => c.notNull())
        .addColumn("channel", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("bookings_inquiry_idx")
        .on("bookings")
        .column("inquiry_id")
        .execute();
      await db.schema.createIndex("bookings_email_idx").on("bookings").column("email").execute();
    },
  },
};

/**
 * A migration a newer release applied, as this build sees it: already done, nothing to run.
 * Handing Kysely these names is what lets it accept a database it has not heard all of.
 */
const appliedByANewerRelease: Migration = { async up() {} };

/**
 * The names in Kysely's table, none before the first migration ever ran. Read directly, not
 * through Kysely's introspection: on PostgreSQL that reads every schema's tables, and one
 * dropped meanwhile (another test's, a restore's) fails the whole query.
 */
async function executedMigrations(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const table = sql.table(schema ? `${schema}.kysely_migration` : "kysely_migration");
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    return rows.map((r) => r.name);
  } catch (err) {
    if (/no such table|does not exist/i.test(String((err as Error)?.message))) return [];
    throw err;
  }
}

export interface MigrateOptions {
  /** PostgreSQL: the connection's own schema, where Kysely keeps its tables. */
  schema?: string;
  /** The migrations this build knows (a test plays a newer release by giving more). */
  known?: Record<string, Migration>;
}

/**
 * Brings the schema up to what this build knows, under Kysely's lock (several instances
 * starting at once wait on it), on a database a newer release may have migrated further: its
 * migrations are taken as done. What refuses the database is a migration of ours that cannot
 * be applied (MigrationFailedError, logged with its name): this build needs what it adds.
 */
export async function migrate(
  db: Kysely<unknown>,
  { schema, known = MIGRATIONS }: MigrateOptions = {},
): Promise<{ newer: string[] }> {
  const isNewer = (name: string) => !Object.hasOwn(known, name);
  for (let look = 1; ; look++) {
    const newer = (await executedMigrations(db, schema)).filter(isNewer);
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({
          ...known,
          ...Object.fromEntries(newer.map((name) => [name, appliedByANewerRelease])),
        }),
      },
      // PostgreSQL: Kysely looks for its migration tables in every schema it can see, so name
      // the connection's own (another schema's tables, a test's or a restored copy's, are not ours).
      migrationTableSchema: schema,
      // Two releases' migrations can reach a database in either order (one branch shipped
      // before the other merged): each depends only on ones shipped before it (ADR 5).
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    if (!error) {
      if (newer.length) {
        log.info(
          { event: "schema_newer", migrations: newer },
          "database migrated by a newer release: its migrations only add, running on them",
        );
      }
      return { newer };
    }
    // A newer release migrated between the look above and Kysely's lock: look again.
    const now = (await executedMigrations(db, schema).catch(() => [])).filter(isNewer);
    if (look < 3 && now.some((name) => !newer.includes(name))) continue;
    // Not a migration of ours but the way to the database (a dropped connection): unavailable.
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    if (!failed) throw error;
    log.error(
      { event: "migration_failed", migration: failed, err: errorField(error) },
      `migration ${failed} failed: this build refuses the database until it applies`,
    );
    throw new MigrationFailedError(failed, error);
  }
}

/**
 * Migrations this code knows that the database has not applied (readiness). Ones applied by a
 * newer release are not counted: they only add, so this build runs on them (migrate takes
 * them as done), in a rolling deploy and after a rollback alike.
 */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}

/** Migrations the database has that this build does not know: a newer release's. */
export async function newerMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  return (await appliedMigrations(db)).filter((name) => !Object.hasOwn(MIGRATIONS, name));
}

/** The migrations the database has applied, in name order. */
export async function appliedMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}
