import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSmtp } from "../../../server/test-support/smtp";
import { finished } from "../../e2e/support/checkout";
import { freePort, serveCommand, waitForUrl } from "../../e2e/support/server";
import { startBlockingProxy } from "./blocking-proxy";

/** The e-mail-mode build's folder: beside the suite's own build, built once and kept while current. */
export const EMAIL_BUILD = "build-email";

/**
 * The site built in e-mail mode (`caseStudyDownloads: "email"`, asked of this one build by
 * H2_CASE_STUDY_DOWNLOADS: the suite's own build stays in the site's mode), served by its
 * compiled server with a real SMTP server to send to, and a proxy that blocks its scripts.
 * Built only when missing or older than the sources, like the suite's build.
 */
export async function startEmailModeSite() {
  const build = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts", "--if-stale"], {
    env: { ...process.env, BUILD_DIR: EMAIL_BUILD, H2_CASE_STUDY_DOWNLOADS: "email" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await finished(build, "the e-mail-mode build");
  const smtp = await startSmtp();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "h2-email-mode-"));
  const [node, args] = serveCommand(EMAIL_BUILD);
  const child = spawn(node, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: `${EMAIL_BUILD}/client`,
      LOG_REQUESTS: "false",
      RATE_LIMIT_MAX: "1000",
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      MAIL_TRANSPORT: "",
      SALES_EMAIL: "sales@h2.test",
      MAIL_FROM: "no-reply@h2.test",
      SITE_ORIGIN: url,
      ALERTS: "off",
      ALERT_WEBHOOK_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForUrl(`${url}/api/health`, child, 30_000);
  const policy = await startBlockingProxy(url, "policy");
  return {
    url,
    policyUrl: policy.url,
    smtp,
    async stop() {
      await policy.close();
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
