import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

// Alertmanager's own tool (Debian's `prometheus-alertmanager`; .ci/run installs it). Missing,
// these tests fail rather than skip: who is paged is only checked by it.
const AMTOOL = "amtool";
const CONFIG = "deploy/alertmanager.yml";

function amtool(args: string[]) {
  const run = spawnSync(AMTOOL, args, { encoding: "utf8" });
  if (run.error)
    throw new Error(
      `amtool is not installed (${run.error.message}): apt-get install prometheus-alertmanager (.ci/run does)`,
    );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const versionOf = (text: string) => {
  const [, major, minor] = /(\d+)\.(\d+)\.\d+/.exec(text) ?? [];
  return [Number(major), Number(minor)] as const;
};
const atLeast = ([major, minor]: readonly [number, number], [m, n]: [number, number]) =>
  major > m || (major === m && minor >= n);

/** webhook_configs' url_file came with Alertmanager 0.26; Debian 12's amtool is 0.25. */
const URL_FILE_SINCE: [number, number] = [0, 26];
const amtoolVersion = versionOf(amtool(["--version"]).output);
const shipped = readFileSync(CONFIG, "utf8");

/**
 * The file amtool can read: the shipped one, or for an amtool older than url_file, the same
 * with the dead-man's switch's url_file written as a url (the only difference, checked here).
 */
const dir = mkdtempSync(join(tmpdir(), "h2-alertmanager-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const checkable = join(dir, "alertmanager.yml");
const URL_FILE = /^(\s*(?:- )?)url_file: \S+$/gm;
const urlFiles = [...shipped.matchAll(URL_FILE)];
writeFileSync(
  checkable,
  atLeast(amtoolVersion, URL_FILE_SINCE)
    ? shipped
    : shipped.replace(URL_FILE, "$1url: https://dead-mans-switch.invalid/ping"),
);

interface Route {
  receiver?: string;
  matchers?: string[];
  repeat_interval?: string;
  group_interval?: string;
  routes?: Route[];
}
interface Receiver {
  name: string;
  slack_configs?: { api_url_file?: string; api_url?: string; text?: string; title?: string }[];
  webhook_configs?: { url_file?: string; url?: string; send_resolved?: boolean }[];
}
const config = parseYaml(shipped) as { route: Route; receivers: Receiver[] };
const rules = parseYaml(readFileSync("deploy/prometheus/alerts.yml", "utf8")) as {
  groups: { rules: { alert?: string; labels?: Record<string, string> }[] }[];
};
const alerts = rules.groups.flatMap((g) => g.rules).filter((r) => r.alert);

/** The receivers Alertmanager picks for an alert with these labels. */
const receiversFor = (labels: Record<string, string>) => {
  const { status, output } = amtool([
    "config",
    "routes",
    "test",
    `--config.file=${checkable}`,
    ...Object.entries(labels).map(([k, v]) => `${k}=${v}`),
  ]);
  expect(status, output).toBe(0);
  return output
    .split("\n")
    .filter((l) => l && !l.startsWith("Warning:"))
    .join(",")
    .split(",")
    .map((r) => r.trim());
};

describe("deploy/alertmanager.yml", () => {
  it("passes `amtool check-config`", () => {
    const { status, output } = amtool(["check-config", checkable]);
    expect(output).toContain("SUCCESS");
    expect(status).toBe(0);
    if (!atLeast(amtoolVersion, URL_FILE_SINCE)) expect(urlFiles).toHaveLength(1);
  });

  it("sends every alert to the operators, and H2Watchdog to the dead-man's switch alone", () => {
    expect(alerts.map((a) => a.alert)).toContain("H2Watchdog");
    for (const { alert, labels } of alerts) {
      const expected = alert === "H2Watchdog" ? ["deadmans-switch"] : ["operators"];
      expect(receiversFor({ alertname: alert!, ...labels }), alert).toEqual(expected);
    }
    // An alert someone adds without a severity still reaches the operators.
    expect(receiversFor({ alertname: "Anything" })).toEqual(["operators"]);
  });

  it("pings the dead-man's switch every minute, and never says the watchdog resolved", () => {
    const watchdog = config.route.routes!.find((r) => r.receiver === "deadmans-switch")!;
    expect(watchdog.matchers).toEqual(['alertname="H2Watchdog"']);
    expect([watchdog.group_interval, watchdog.repeat_interval]).toEqual(["1m", "1m"]);
    const receiver = config.receivers.find((r) => r.name === "deadmans-switch")!;
    expect(receiver.webhook_configs).toEqual([
      { url_file: "/run/secrets/watchdog_url", send_resolved: false },
    ]);
  });

  it("keeps both addresses out of the file: each is read from a secret compose mounts", () => {
    const operators = config.receivers.find((r) => r.name === "operators")!;
    expect(operators.slack_configs?.map((s) => s.api_url_file)).toEqual([
      "/run/secrets/alert_webhook_url",
    ]);
    expect(shipped).not.toMatch(/https?:\/\//);
    const compose = parseYaml(readFileSync("compose.yaml", "utf8")) as {
      services: Record<string, { image?: string; secrets?: string[]; volumes?: string[] }>;
    };
    const alertmanager = compose.services.alertmanager!;
    expect(alertmanager.secrets?.sort()).toEqual(["alert_webhook_url", "watchdog_url"]);
    expect(alertmanager.volumes).toContain(
      "./deploy/alertmanager.yml:/etc/alertmanager/alertmanager.yml:ro",
    );
    // The image reads url_file, which needs 0.26 or newer.
    expect(alertmanager.image).toMatch(/^prom\/alertmanager:v\d+\.\d+\.\d+$/);
    expect(atLeast(versionOf(alertmanager.image!), URL_FILE_SINCE)).toBe(true);
  });

  it("writes Slack messages from templates that render", () => {
    const slack = config.receivers.find((r) => r.name === "operators")!.slack_configs![0]!;
    const template = join(dir, "empty.tmpl");
    writeFileSync(template, '{{ define "none" }}{{ end }}');
    for (const text of [slack.title!, slack.text!]) {
      const { status, output } = amtool([
        "template",
        "render",
        `--template.glob=${template}`,
        `--template.text=${text}`,
      ]);
      expect(status, output).toBe(0);
    }
  });
});

describe("amtool in CI", () => {
  it("is installed by .ci/run when missing", () => {
    const ci = readFileSync(".ci/run", "utf8");
    expect(ci).toMatch(/command -v amtool\b.*\|\| need\+=\(prometheus-alertmanager\)/);
    expect(execFileSync("sh", ["-c", "command -v amtool"], { encoding: "utf8" }).trim()).not.toBe(
      "",
    );
  });
});
