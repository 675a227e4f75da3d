import { type Kysely, type Migration, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../scripts/inquiries";
import { listInquiries } from "../contact/repository";
import { updateHealthGauges } from "../health/gauges";
import type { Readiness } from "../health/readiness";
import { readiness as readyGauge } from "../metrics/registry";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { deliverToSmtp } from "../test-support/deliver";
import { capturedLog } from "../test-support/log";
import { exited, startServerProcess } from "../test-support/process";
import { waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { openDb } from "./connect";
import { MigrationFailedError } from "./errors";
import { MIGRATIONS } from "./migrations";
import { openDbResilient } from "./resilient";

/** What the next release adds, the way the rule says it may (ADR 5): a table, nullable columns. */
const NEXT = "0999_next_release";
const nextRelease: Record<string, Migration> = {
  ...MIGRATIONS,
  [NEXT]: {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("next_release_notes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("note", "text", (c) => c.notNull())
        .execute();
      await db.schema.alterTable("inquiries").addColumn("preferred_language", "text").execute();
      await db.schema.alterTable("outbox").addColumn("priority", "integer").execute();
    },
  },
};

const OURS = Object.keys(MIGRATIONS).sort();
const LAST = OURS.at(-1)!;

const readyz = async (app: ReturnType<typeof testApp>["app"]) => {
  const res = await app.request("/readyz");
  return { status: res.status, body: (await res.json()) as Readiness };
};

async function cli(store: TestStore, ...args: string[]) {
  let out = "";
  let err = "";
  const io = {
    out: (t: string) => {
      out += t;
    },
    err: (t: string) => {
      err += t;
    },
  };
  const code = await main(args, io, { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl });
  return { code, out, err };
}

describe.each(storeNames)("this build on a database a newer release migrated (%s)", (engine) => {
  let store: TestStore;
  const open: { close(): unknown }[] = [];
  const options = () => ({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });

  beforeEach(async () => {
    store = await createStore(engine);
  });
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
    await store.cleanup();
  });

  /** The next release starts first: it migrates and writes what only it knows of. */
  async function migratedByNextRelease() {
    const next = await openDb({ ...options(), migrations: nextRelease });
    await sql`insert into next_release_notes (id, note) values ('n1', 'kept')`.execute(next.kysely);
    await next.close();
  }

  it("starts, stores an inquiry, sends its mail and is ready, after a rollback from the next release", async () => {
    await migratedByNextRelease();

    // The rollback: this build (the previous release to that one) opens the same database.
    const db = await openDb(options());
    open.push(db);
    const { app } = testApp(db);
    const r = await readyz(app);
    expect(r.status).toBe(200);
    expect(r.body.checks.migrations).toEqual({ ok: true });

    const inquiry = validInquiry();
    const res = await postJson(app, "/api/contact", inquiry);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await listInquiries(db)).map((i) => i.id)).toEqual([id]);

    const delivery = await deliverToSmtp(db, store.dataDir);
    open.push({ close: () => delivery.stop() });
    const { smtp } = delivery;
    await waitUntil(() => smtp.received.length === 2);
    expect(smtp.received.map((m) => m.to).sort()).toEqual([[inquiry.email], ["sales@h2.test"]]);

    // The owner's CLI says where the database stands, naming what this build does not know.
    const migrate = await cli(store, "migrate");
    expect(migrate.code).toBe(0);
    expect(migrate.out).toContain(`${OURS.length + 1} migrations applied, the newest ${NEXT}`);
    expect(migrate.out).toContain(
      `1 of them from a newer release, which this build runs on: ${NEXT}`,
    );

    // Rolling forward again: the next release finds its own data and this build's inquiry.
    await db.close();
    open.splice(open.indexOf(db), 1);
    const again = await openDb({ ...options(), migrations: nextRelease });
    open.push(again);
    const { rows } = await sql<{
      id: string;
      preferred_language: string | null;
    }>`select id, preferred_language from inquiries`.execute(again.kysely);
    expect(rows).toEqual([{ id, preferred_language: null }]);
    const notes = await sql<{ note: string }>`select note from next_release_notes`.execute(
      again.kysely,
    );
    expect(notes.rows).toEqual([{ note: "kept" }]);
  });

  it("applies a migration of its own that sorts before one a sibling release applied first", async () => {
    // Two branches each added a migration; the database got the other one's first.
    const sibling = `${LAST.slice(0, 4)}_0_sibling_branch`;
    expect(sibling < LAST).toBe(true);
    const { [LAST]: _mine, ...before } = MIGRATIONS;
    const other = await openDb({
      ...options(),
      migrations: { ...before, [sibling]: { async up() {} } },
    });
    await other.close();

    const db = await openDb(options());
    open.push(db);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
      db.kysely,
    );
    expect(rows.map((m) => m.name).sort()).toEqual([...OURS, sibling].sort());
    expect((await readyz(testApp(db).app)).body.checks.migrations).toEqual({ ok: true });
  });

  it.runIf(engine === "postgres")(
    "several instances of both releases starting at once all open it, under Kysely's lock",
    async () => {
      const opened = await Promise.all([
        openDb(options()),
        openDb({ ...options(), migrations: nextRelease }),
        openDb(options()),
        openDb({ ...options(), migrations: nextRelease }),
      ]);
      open.push(...opened);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        opened[0]!.kysely,
      );
      expect(rows.map((m) => m.name).sort()).toEqual([...OURS, NEXT]);
    },
  );

  it("refuses a database on which a migration of its own cannot be applied, and says which", async () => {
    // The database claims not to have this build's newest migration, yet holds what it adds:
    // applying it fails (as it would on a schema a newer release contracted by mistake).
    const first = await openDb(options());
    await sql`delete from kysely_migration where name = ${LAST}`.execute(first.kysely);
    await first.close();

    const refused = await openDb(options()).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(MigrationFailedError);
    expect((refused as MigrationFailedError).migration).toBe(LAST);

    const { log, lines } = capturedLog();
    const { db } = openDbResilient(options(), { retryMs: 3_600_000, log });
    open.push(db);
    await waitUntil(() => lines.length > 0);
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", event: "database_refused", migration: LAST }),
    ]);
    const { app } = testApp(db);
    const r = await readyz(app);
    expect(r.status).toBe(503);
    expect(r.body.checks.migrations).toEqual({ ok: false, error: "refused", migration: LAST });
    expect((await postJson(app, "/api/contact", validInquiry())).status).toBe(503);

    await updateHealthGauges(() => readyz(app).then((x) => x.body));
    const gauges = (await readyGauge.get()).values;
    expect(gauges.find((g) => g.labels.check === "migrations")?.value).toBe(0);
    expect(gauges.find((g) => g.labels.check === "database")?.value).toBe(0);
  });

  it("the server process itself starts on the next release's database and takes an inquiry", async () => {
    await migratedByNextRelease();
    const server = await startServerProcess({
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? "",
    });
    open.push({
      close: async () => {
        server.child.kill("SIGTERM");
        await exited(server.child);
      },
    });
    const site = {
      request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init),
    };
    await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200);
    expect((await postJson(site, "/api/contact", validInquiry())).status).toBe(201);
    expect(server.output()).toContain('"event":"schema_newer"');
    expect(server.output()).not.toContain('"level":"error"');
  }, 40_000);
});
