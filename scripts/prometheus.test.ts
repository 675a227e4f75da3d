import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { postJson, validInquiry } from "../server/test-support/app";
import {
  exited,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../server/test-support/process";
import { createStore, type TestStore } from "../server/test-support/stores";
import { PAGING_MAIL_KINDS } from "../server/watches";

// Prometheus' own tool (Debian's `prometheus` package; .ci/run installs it). Missing, these
// tests fail rather than skip: the alerts and the metrics format are only checked by it.
const PROMTOOL = "promtool";

function promtool(args: string[], input?: string) {
  const run = spawnSync(PROMTOOL, args, { input, encoding: "utf8", cwd: "deploy/prometheus" });
  if (run.error)
    throw new Error(
      `promtool is not installed (${run.error.message}): apt-get install prometheus (.ci/run does)`,
    );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface Rule {
  alert?: string;
  record?: string;
  expr?: string;
  annotations?: Record<string, string>;
}
const alertsFile = parseYaml(readFileSync("deploy/prometheus/alerts.yml", "utf8")) as {
  groups: { rules: Rule[] }[];
};
const alerts = alertsFile.groups.flatMap((g) => g.rules).filter((r) => r.alert);
const rulesTests = parseYaml(readFileSync("deploy/prometheus/alerts.test.yml", "utf8")) as {
  rule_files: string[];
  tests: { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] }[];
};

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");

describe("deploy/prometheus/alerts.yml", () => {
  it("passes `promtool check rules`", () => {
    const { status, output } = promtool(["check", "rules", "alerts.yml"]);
    expect(output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(status).toBe(0);
  });

  // Every case evaluates each rule minute by minute up to its last eval_time (26 h for backups).
  it("passes `promtool test rules` on alerts.test.yml", { timeout: 60_000 }, () => {
    expect(rulesTests.rule_files).toEqual(["alerts.yml"]);
    const { status, output } = promtool(["test", "rules", "alerts.test.yml"]);
    expect(output).toContain("SUCCESS");
    expect(status).toBe(0);
  });

  it("has a firing test case for every alert, and tests no alert it does not define", () => {
    expect(alerts.length).toBeGreaterThanOrEqual(6);
    const cases = rulesTests.tests.flatMap((t) => t.alert_rule_test ?? []);
    const firing = new Set(cases.filter((c) => c.exp_alerts.length > 0).map((c) => c.alertname));
    for (const { alert } of alerts) expect(firing, `${alert} fires in a test`).toContain(alert);
    const names = new Set(alerts.map((a) => a.alert));
    for (const c of cases) expect(names, c.alertname).toContain(c.alertname);
  });

  it("gives each alert a runbook line linking a section of docs/operations.md", () => {
    const docs = readFileSync("docs/operations.md", "utf8");
    const anchors = new Set([...docs.matchAll(/^#{2,4} (.+)$/gm)].map((m) => anchor(m[1]!)));
    for (const { alert, annotations } of alerts) {
      const runbook = annotations?.runbook ?? "";
      const link = /docs\/operations\.md#([\w-]+)$/.exec(runbook);
      expect(link, `${alert}: runbook ends with its link`).not.toBeNull();
      expect(runbook.length, `${alert}: a line before the link`).toBeGreaterThan(
        link![0].length + 20,
      );
      expect(anchors, `${alert}: #${link![1]} is a heading`).toContain(link![1]);
    }
  });

  it("leaves out of the visitors' ticket exactly the mail kinds that page (server/watches.ts)", () => {
    const rule = alerts.find((a) => a.alert === "H2VisitorMailUndelivered");
    const excluded = /kind!~"([^"]+)"/.exec(rule?.expr ?? "")?.[1];
    expect(excluded?.split("|").sort()).toEqual([...PAGING_MAIL_KINDS].sort());
  });

  it("deploy/prometheus/prometheus.yml passes `promtool check config` and loads the rules", () => {
    const { status, output } = promtool(["check", "config", "prometheus.yml"]);
    expect(output).toContain("is valid prometheus config file syntax");
    expect(status).toBe(0);
  });
});

describe("/metrics of a running server", () => {
  let store: TestStore;
  let server: ServerProcess;
  let metricsUrl: string;

  beforeAll(async () => {
    store = await createStore("sqlite");
    const port = await freePort();
    server = await startServerProcess({ DATA_DIR: store.dataDir, METRICS_PORT: String(port) });
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  }, 60_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    if (server) await exited(server.child);
    await store?.cleanup();
  });

  it("passes `promtool check metrics` after an inquiry and a sign-up, and counts them", async () => {
    const site = {
      request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init),
    };
    expect((await postJson(site, "/api/contact", validInquiry())).status).toBe(201);
    expect((await postJson(site, "/api/newsletter", { email: "reader@acme.io" })).status).toBe(201);
    expect((await postJson(site, "/api/newsletter", { email: "not an address" })).status).toBe(422);
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = await res.text();

    const { status, output } = promtool(["check", "metrics"], scrape);
    expect(output).toBe("");
    expect(status).toBe(0);

    expect(scrape).toMatch(/^h2_form_submissions_total\{form="inquiry",outcome="accepted"\} 1$/m);
    expect(scrape).toMatch(/^h2_form_submissions_total\{form="signup",outcome="accepted"\} 1$/m);
    expect(scrape).toMatch(/^h2_form_submissions_total\{form="signup",outcome="invalid"\} 1$/m);
    expect(scrape).toMatch(
      /^h2_http_requests_total\{route="\/api\/contact",method="POST",status="201"\} 1$/m,
    );
    expect(scrape).toMatch(/^h2_ready\{check="database"\} 1$/m);
    expect(scrape).toMatch(/^h2_outbox_pending\{queue="mail"\} \d+$/m);
    expect(scrape).toMatch(/^h2_db_query_duration_seconds_count\{engine="sqlite"\} [1-9]/m);
    expect(scrape).toMatch(/^h2_process_resident_memory_bytes \d/m);
    // The data folder's disk, for the disk alerts without node_exporter.
    expect(scrape).toMatch(/^h2_filesystem_avail_bytes\{volume="data"\} [1-9]\d*$/m);
    expect(scrape).toMatch(/^h2_filesystem_size_bytes\{volume="data"\} [1-9]\d*$/m);
    // Nothing the visitor sent is in it.
    expect(scrape).not.toContain("acme.io");
    expect(scrape).not.toContain("Priya");
  });

  it("is on its own port only: the site's port has no /metrics", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace("/metrics", "/livez"))).status).toBe(404);
  });
});

describe("promtool in CI", () => {
  it("is installed by .ci/run when missing", () => {
    const ci = readFileSync(".ci/run", "utf8");
    expect(ci).toMatch(/command -v promtool\b.*\|\| need\+=\(prometheus\)/);
    expect(execFileSync("sh", ["-c", "command -v promtool"], { encoding: "utf8" }).trim()).not.toBe(
      "",
    );
  });
});
