import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { VITAL_NAMES } from "@lib/web-vitals";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

// The field-speed alerts (deploy/prometheus/web-vitals.yml), checked by Prometheus' own tool
// as the outage alerts are (scripts/prometheus.test.ts; .ci/run installs promtool).
function promtool(args: string[]) {
  const run = spawnSync("promtool", args, { encoding: "utf8", cwd: "deploy/prometheus" });
  if (run.error) throw new Error(`promtool is not installed (${run.error.message})`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const rules = parseYaml(readFileSync("deploy/prometheus/web-vitals.yml", "utf8")) as {
  groups: { rules: { alert: string; expr: string; annotations: { runbook: string } }[] }[];
};
const alerts = rules.groups.flatMap((g) => g.rules);

describe("deploy/prometheus/web-vitals.yml", () => {
  it("passes `promtool check rules` and `promtool test rules`", () => {
    const check = promtool(["check", "rules", "web-vitals.yml"]);
    expect(check.output).toContain(`SUCCESS: ${alerts.length} rules found`);
    const test = promtool(["test", "rules", "web-vitals.test.yml"]);
    expect(test.output).toContain("SUCCESS");
    expect(test.status).toBe(0);
  });

  it("fires each alert in a test, and reads histograms the server exports", () => {
    const tests = readFileSync("deploy/prometheus/web-vitals.test.yml", "utf8");
    const registry = readFileSync("server/metrics/registry.ts", "utf8");
    for (const { alert, expr } of alerts) {
      expect(tests, alert).toContain(`alertname: ${alert}`);
      expect(registry).toContain("vitalHistogram(name)");
      for (const [, metric] of expr.matchAll(/h2_web_vitals_(\w+?)_seconds_/g))
        expect(VITAL_NAMES, `${alert} reads a histogram the server exports`).toContain(metric);
    }
  });

  it("is loaded by the shipped prometheus.yml, and each runbook is a heading of docs/operations.md", () => {
    expect(readFileSync("deploy/prometheus/prometheus.yml", "utf8")).toMatch(/- web-vitals\.yml/);
    const docs = readFileSync("docs/operations.md", "utf8");
    for (const { alert, annotations } of alerts) {
      const anchor = /docs\/operations\.md#([\w-]+)$/.exec(annotations.runbook)?.[1];
      expect(anchor, alert).toBe("field-speed");
      expect(docs).toMatch(/^#{2,4} Field speed$/m);
    }
  });
});
