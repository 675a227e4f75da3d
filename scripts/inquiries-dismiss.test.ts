import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../server/db/connect";
import { postJson, testApp, validInquiry } from "../server/test-support/app";
import { createStore, storeNames, type TestStore } from "../server/test-support/stores";
import { main } from "./inquiries";

describe.each(storeNames)("npm run inquiries -- dismiss (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  let env: Record<string, string | undefined>;

  async function run(...args: string[]) {
    let stdout = "";
    let stderr = "";
    const io = {
      out: (t: string) => {
        stdout += t;
      },
      err: (t: string) => {
        stderr += t;
      },
    };
    const code = await main(args, io, env);
    return { code, stdout, stderr };
  }

  /** An inquiry whose confirmation the visitor's server refused for good. */
  async function refusedConfirmation() {
    const { app } = testApp(db);
    const res = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email: "no-such-person@acme.io",
    });
    const { id } = (await res.json()) as { id: string };
    await db.kysely
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("inquiry_id", "=", id)
      .where("kind", "=", "sales-notice")
      .execute();
    const { id: confirmation } = await db.kysely
      .updateTable("outbox")
      .set({ status: "failed", attempts: 1, last_error: "550 5.1.1 <address>: user unknown" })
      .where("inquiry_id", "=", id)
      .where("kind", "=", "confirmation")
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, confirmation };
  }

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("refuses without an id or a reason, and explains itself under help", async () => {
    expect(await run("dismiss")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Give the id of the delivery to dismiss."),
    });
    expect(await run("dismiss", "abc")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--why "REASON" is required'),
    });
    expect(await run("dismiss", "abc", "--why", "  ")).toMatchObject({ code: 2 });
    expect(await run("dismiss", "abc", "--why", "x", "--queue", "sms")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--queue must be mail or webhook."),
    });
    const help = await run("help", "dismiss");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run inquiries -- dismiss ID --why "REASON"');
  });

  it("dismisses a refused confirmation with who and why, and report lists it as dismissed, not failed", async () => {
    const { id, confirmation } = await refusedConfirmation();
    let report = await run("report");
    expect(report.stdout).toContain(`${confirmation}  confirmation to no-such-person@acme.io`);
    expect(report.stdout).toContain("npm run inquiries -- dismiss ID --why REASON");

    const r = await run(
      "dismiss",
      confirmation,
      "--why",
      "the address does not exist",
      "--by",
      "anna",
    );
    expect(r).toEqual({
      code: 0,
      stdout: `Dismissed mail confirmation ${confirmation} (1 attempt(s)) by anna: never sent again, no longer counted as failed or overdue.\n`,
      stderr: "",
    });
    report = await run("report");
    expect(report.stdout).toContain("Mail that could not be sent: none");
    expect(report.stdout).toMatch(
      new RegExp(
        `Dismissed, never to be sent \\(1\\):\\n  \\S+  ${confirmation}  confirmation of ${id}  dismissed \\S+ by anna: the address does not exist`,
      ),
    );
    const json = JSON.parse((await run("report", "--format", "json")).stdout) as {
      dismissed: { id: string; dismissed_by: string; dismissed_why: string }[];
    };
    expect(json.dismissed).toMatchObject([
      { id: confirmation, dismissed_by: "anna", dismissed_why: "the address does not exist" },
    ]);

    // Again: nothing left to dismiss, said plainly.
    const again = await run("dismiss", confirmation, "--why", "again");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Nothing undelivered for ${confirmation}: nothing dismissed.`);
  });

  it("names the choices when an inquiry has several undelivered deliveries, and exits 1 for an unknown id", async () => {
    const { app } = testApp(db);
    const res = await postJson(app, "/api/contact", validInquiry());
    const { id } = (await res.json()) as { id: string };
    const several = await run("dismiss", id, "--why", "x");
    expect(several.code).toBe(1);
    expect(several.stderr).toContain(`${id} names 2 undelivered deliveries`);
    expect(several.stderr).toContain("mail confirmation");
    expect(several.stderr).toContain("mail sales-notice");
    const unknown = await run("dismiss", "no-such-id", "--why", "x");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No delivery or inquiry has the id no-such-id");
  });

  it.runIf(engine === "sqlite")(
    "runs as the real program, its reason kept, by the user running it",
    async () => {
      const { confirmation } = await refusedConfirmation();
      const out = execFileSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "scripts/inquiries.ts",
          "dismiss",
          confirmation,
          "--why",
          "bounced for good",
        ],
        { env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: "" }, encoding: "utf8" },
      );
      expect(out).toContain(`Dismissed mail confirmation ${confirmation}`);
      const row = await db.kysely
        .selectFrom("outbox")
        .select(["status", "dismissed_by", "dismissed_why"])
        .where("id", "=", confirmation)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "dismissed", dismissed_why: "bounced for good" });
      expect(row.dismissed_by).toMatch(/\S/);
    },
  );
});
