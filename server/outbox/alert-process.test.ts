import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInquiry } from "../test-support/app";
import { exited, type ServerProcess, startServerProcess } from "../test-support/process";
import { startSmtp, waitUntil } from "../test-support/smtp";
import { startReceiver } from "../webhook/test-receiver";

describe("the server process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "h2-alerts-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `npm run serve` as production runs it, with `env` over a production environment. */
  function serve(env: Record<string, string>) {
    const r = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ...env,
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    return { code: r.status, output: `${r.stdout}${r.stderr}` };
  }

  it("refuses a production start without SMTP_URL, or with a placeholder address, naming the variable", () => {
    const noSmtp = serve({ SMTP_URL: "", MAIL_TRANSPORT: "" });
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.output).toMatch(/SMTP_URL is not set/);
    const placeholder = serve({
      SMTP_URL: "smtp://127.0.0.1:2525",
      MAIL_TRANSPORT: "",
      SALES_EMAIL: "",
      MAIL_FROM: "no-reply@h2.test",
    });
    expect(placeholder.code).toBe(1);
    expect(placeholder.output).toMatch(
      /SALES_EMAIL is the placeholder sales@h2consulting\.example/,
    );
    expect(placeholder.output).not.toMatch(/MAIL_FROM/);
  });

  describe("with SMTP refusing connections and ALERT_AFTER_SECONDS=5", () => {
    let server: ServerProcess;
    let channel: Awaited<ReturnType<typeof startReceiver>>;

    beforeAll(async () => {
      const probe = await startSmtp();
      await probe.close(); // nothing listens there: every connection is refused
      channel = await startReceiver();
      server = await startServerProcess({
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${probe.port}`,
        ALERT_AFTER_SECONDS: "5",
        ALERT_WEBHOOK_URL: channel.url,
      });
    });
    afterAll(async () => {
      server?.child.kill("SIGTERM");
      if (server) await exited(server.child);
      await channel?.close();
    });

    it("posts the alert to ALERT_WEBHOOK_URL within a minute of the inquiry", {
      timeout: 90_000,
    }, async () => {
      const visitor = { ...validInquiry(), name: "Tomasz Wrona", email: "tomasz@wrona.pl" };
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(visitor),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const sent = Date.now();
      await waitUntil(() => channel.received.length > 0, 60_000);
      expect(Date.now() - sent).toBeLessThan(60_000);
      const { text } = JSON.parse(channel.received[0]!.body) as { text: string };
      expect(text).toContain(id);
      expect(text).toMatch(/sales notice still undelivered/);
      for (const secret of [visitor.name, visitor.email, visitor.company, visitor.message]) {
        expect(text).not.toContain(secret);
      }
      const alertLine = server
        .output()
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.event === "delivery_alert");
      expect(alertLine).toMatchObject({
        level: "error",
        queue: "mail",
        reason: "late",
        inquiryIds: [id],
      });
    });
  });
});
