import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  ENV_KEYS,
  isWebhookSecret,
  loadEnv,
  SECRET_KEYS,
  smtpUrlOf,
  unsafeStartProblems,
} from "./env";

const secret = `whsec_${randomBytes(32).toString("base64")}`;

describe("webhook settings", () => {
  it("accepts an https receiver with a whsec_ secret, and http only on this machine", () => {
    for (const url of [
      "https://hooks.example.com/inquiries",
      "http://localhost:8080/hook",
      "http://127.0.0.1:9/x",
      "http://[::1]:3000/",
    ]) {
      expect(loadEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret }).WEBHOOK_URL).toBe(url);
    }
    expect(loadEnv({}).WEBHOOK_URL).toBeUndefined();
    expect(loadEnv({}).WEBHOOK_FORMAT).toBe("json");
  });

  it.each([
    "http://hooks.example.com/inquiries",
    "http://localhost.evil.example/",
    "http://127.0.0.2/",
    "ftp://localhost/",
    "hooks.example.com",
  ])("refuses WEBHOOK_URL=%s", (url) => {
    expect(() => loadEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret })).toThrow(
      /WEBHOOK_URL: .*(https:\/\/|URL)/,
    );
  });

  it.each([
    ["no prefix", randomBytes(32).toString("base64")],
    ["not base64", "whsec_not*base64!"],
    ["too short", `whsec_${randomBytes(8).toString("base64")}`],
    ["too long", `whsec_${randomBytes(96).toString("base64")}`],
    ["bad padding", `whsec_${randomBytes(32).toString("base64")}=`],
  ])("refuses a WEBHOOK_SECRET with %s", (_, bad) => {
    expect(isWebhookSecret(bad)).toBe(false);
    expect(() =>
      loadEnv({ WEBHOOK_URL: "https://hooks.example.com/", WEBHOOK_SECRET: bad }),
    ).toThrow(/WEBHOOK_SECRET: must be whsec_/);
  });

  it("needs the secret for signed JSON, not for Slack, and knows only json and slack", () => {
    expect(() => loadEnv({ WEBHOOK_URL: "https://hooks.example.com/" })).toThrow(
      /WEBHOOK_SECRET: is required when WEBHOOK_URL is set/,
    );
    const slack = loadEnv({
      WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x",
      WEBHOOK_FORMAT: "slack",
    });
    expect(slack.WEBHOOK_FORMAT).toBe("slack");
    expect(() =>
      loadEnv({ WEBHOOK_URL: "https://h.example/", WEBHOOK_SECRET: secret, WEBHOOK_FORMAT: "xml" }),
    ).toThrow(/WEBHOOK_FORMAT/);
  });
});

describe("the schedulers' webhook secrets", () => {
  it("leave each booking route off until set, and refuse one too short to be a secret", () => {
    const none = loadEnv({});
    expect(none.CAL_WEBHOOK_SECRET).toBeUndefined();
    expect(none.CALENDLY_WEBHOOK_SIGNING_KEY).toBeUndefined();
    const key = randomBytes(32).toString("hex");
    expect(loadEnv({ CALENDLY_WEBHOOK_SIGNING_KEY: key }).CALENDLY_WEBHOOK_SIGNING_KEY).toBe(key);
    expect(() => loadEnv({ CALENDLY_WEBHOOK_SIGNING_KEY: "short-key" })).toThrow(
      /CALENDLY_WEBHOOK_SIGNING_KEY: must be at least 16 characters/,
    );
  });
});

describe("an unsafe production start", () => {
  const real = {
    SMTP_URL: "smtps://u:p@smtp.h2consulting.com:465",
    SALES_EMAIL: "sales@h2consulting.com",
    MAIL_FROM: "no-reply@h2consulting.com",
    ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/ops",
  };
  const problems = (source: Record<string, string>) => unsafeStartProblems(loadEnv(source));

  it("is refused without SMTP_URL or with a placeholder address, naming the variable", () => {
    const { SMTP_URL: _, ...noSmtp } = real;
    expect(problems(noSmtp)).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
    expect(problems({ ...real, SALES_EMAIL: "" })).toEqual([
      expect.stringMatching(/^SALES_EMAIL is the placeholder sales@h2consulting\.example/),
    ]);
    expect(problems({ ...real, MAIL_FROM: "me@example.com" })).toEqual([
      expect.stringMatching(/^MAIL_FROM is the placeholder/),
    ]);
    // NODE_ENV defaults to production: a bare environment has all four problems.
    expect(problems({}).map((p) => p.split(" ")[0])).toEqual([
      "SMTP_URL",
      "SALES_EMAIL",
      "MAIL_FROM",
      "No",
    ]);
  });

  it("starts with real settings, with MAIL_TRANSPORT=files and ALERTS=off, or outside production", () => {
    expect(problems(real)).toEqual([]);
    expect(problems({ MAIL_TRANSPORT: "files", ALERTS: "off" })).toEqual([]);
    expect(problems({ NODE_ENV: "development" })).toEqual([]);
    expect(problems({ NODE_ENV: "test", SALES_EMAIL: "sales@h2.test" })).toEqual([]);
  });

  it("needs SMTP_URL wherever MAIL_TRANSPORT=smtp is asked for, and sends files when they are", () => {
    expect(problems({ NODE_ENV: "development", MAIL_TRANSPORT: "smtp" })).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
    expect(smtpUrlOf(loadEnv({ ...real, MAIL_TRANSPORT: "files" }))).toBeUndefined();
    expect(smtpUrlOf(loadEnv(real))).toBe(real.SMTP_URL);
  });
});

describe("who is paged", () => {
  const { ALERT_WEBHOOK_URL: slack, ...mail } = {
    SMTP_URL: "smtps://u:p@smtp.h2consulting.com:465",
    SALES_EMAIL: "sales@h2consulting.com",
    MAIL_FROM: "no-reply@h2consulting.com",
    ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/ops",
  };
  const problems = (source: Record<string, string>) => unsafeStartProblems(loadEnv(source));

  it("refuses a production start with no alert route, naming every way to give one", () => {
    const [problem, ...rest] = problems(mail);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^No alert route/);
    for (const name of [
      "ALERT_WEBHOOK_URL",
      "ALERT_WEBHOOK_URL_FILE",
      "ALERTS=alertmanager",
      "ALERTS=off",
    ])
      expect(problem).toContain(name);
    // Whatever else is wrong, mail files asked for do not stand in for a route.
    expect(problems({ MAIL_TRANSPORT: "files" })).toEqual([
      expect.stringMatching(/^No alert route/),
    ]);
  });

  it("takes the Slack webhook, Alertmanager (with the metrics it reads) or a deliberate off", () => {
    expect(problems({ ...mail, ALERT_WEBHOOK_URL: slack })).toEqual([]);
    expect(problems({ ...mail, ALERTS: "alertmanager", METRICS_PORT: "9101" })).toEqual([]);
    expect(
      problems({ ...mail, ALERTS: "alertmanager", METRICS_PORT: "9101", ALERT_WEBHOOK_URL: slack }),
    ).toEqual([]);
    expect(problems({ ...mail, ALERTS: "off" })).toEqual([]);
    expect(problems({ NODE_ENV: "development", SMTP_URL: mail.SMTP_URL })).toEqual([]);
  });

  it("refuses answers that contradict each other or name no route, anywhere", () => {
    expect(() => loadEnv({ NODE_ENV: "development", ALERTS: "alertmanager" })).toThrow(
      /METRICS_PORT: is required when ALERTS=alertmanager/,
    );
    expect(() =>
      loadEnv({ NODE_ENV: "development", ALERTS: "off", ALERT_WEBHOOK_URL: slack }),
    ).toThrow(/ALERTS: is off \(no one is paged\) but ALERT_WEBHOOK_URL is set/);
    expect(() => loadEnv({ ALERTS: "slack" })).toThrow(/ALERTS:/);
  });
});

describe("secrets from files (X_FILE)", () => {
  const dir = mkdtempSync(join(tmpdir(), "h2-env-secrets-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const values: Record<(typeof SECRET_KEYS)[number], string> = {
    DATABASE_URL: "postgres://h2:s3cret@postgres:5432/h2",
    SMTP_URL: "smtps://u:p@smtp.h2consulting.com:465",
    WEBHOOK_SECRET: secret,
    ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/ops",
    CAL_WEBHOOK_SECRET: "cal-webhook-secret-of-the-firm",
    CALENDLY_WEBHOOK_SIGNING_KEY: "calendly-signing-key-of-the-firm",
  };

  it("exist for every secret, and are variables the server reads", () => {
    expect(SECRET_KEYS).toEqual([
      "DATABASE_URL",
      "SMTP_URL",
      "WEBHOOK_SECRET",
      "ALERT_WEBHOOK_URL",
      "CAL_WEBHOOK_SECRET",
      "CALENDLY_WEBHOOK_SIGNING_KEY",
    ]);
    for (const key of SECRET_KEYS) expect(ENV_KEYS).toContain(`${key}_FILE`);
  });

  it.each(SECRET_KEYS)("reads %s from its file, without the final newline only", (key) => {
    const env = loadEnv({
      WEBHOOK_URL: "https://hooks.example.com/",
      WEBHOOK_SECRET: secret,
      ...(key === "WEBHOOK_SECRET" ? { WEBHOOK_SECRET: "" } : {}),
      [`${key}_FILE`]: file(`${key}.txt`, `${values[key]}\n`),
    });
    expect(env[key]).toBe(values[key]);
    expect(Object.keys(env)).not.toContain(`${key}_FILE`);
  });

  it("counts an empty file as unset, like an empty variable", () => {
    expect(loadEnv({ SMTP_URL_FILE: file("empty.txt", "\n") }).SMTP_URL).toBeUndefined();
    expect(loadEnv({ SMTP_URL_FILE: "" }).SMTP_URL).toBeUndefined();
  });

  it("refuses a secret given twice, naming both variables and neither value", () => {
    const path = file("twice.txt", values.DATABASE_URL);
    const run = () => loadEnv({ DATABASE_URL: "postgres://other@db/h2", DATABASE_URL_FILE: path });
    expect(run).toThrow(/DATABASE_URL: is set twice, as DATABASE_URL and as DATABASE_URL_FILE/);
    expect(run).not.toThrow(/s3cret|other@db/);
  });

  it("refuses a file that cannot be read, naming the variable, not the path or a value", () => {
    const missing = join(dir, "no-such-secret");
    const run = (path: string) => () => loadEnv({ ALERT_WEBHOOK_URL_FILE: path });
    expect(run(missing)).toThrow(
      /ALERT_WEBHOOK_URL_FILE: the file it names cannot be read \(ENOENT\)/,
    );
    expect(run(missing)).not.toThrow(/no-such-secret/);
    expect(run(dir)).toThrow(/ALERT_WEBHOOK_URL_FILE: the file it names cannot be read \(EISDIR\)/);
  });

  it("says a bad value came from the file, without printing it", () => {
    const run = () => loadEnv({ WEBHOOK_SECRET_FILE: file("bad.txt", "not-a-secret\n") });
    expect(run).toThrow(/WEBHOOK_SECRET \(from WEBHOOK_SECRET_FILE\): must be whsec_/);
    expect(run).not.toThrow(/not-a-secret/);
  });
});

describe("what the privacy notice promises", () => {
  const ready = {
    SMTP_URL: "smtps://u:p@smtp.h2consulting.com:465",
    SALES_EMAIL: "sales@h2consulting.com",
    MAIL_FROM: "no-reply@h2consulting.com",
    ALERTS: "off",
  };
  const problems = (source: Record<string, string>) => unsafeStartProblems(loadEnv(source));

  it("refuses a production start that keeps anything longer than the notice states, naming it", () => {
    expect(problems(ready)).toEqual([]);
    expect(problems({ ...ready, INQUIRY_RETENTION_DAYS: "1000" })).toEqual([
      expect.stringMatching(/^INQUIRY_RETENTION_DAYS keeps data 1000 days.*\(730\)/),
    ]);
    expect(problems({ ...ready, BACKUP_KEEP: "30" })).toEqual([
      expect.stringMatching(/^BACKUP_KEEP × BACKUP_INTERVAL_HOURS keeps data 30 days.*\(7\)/),
    ]);
    expect(problems({ ...ready, DELIVERED_BODY_DAYS: "31", VIEWS_DAILY_DAYS: "91" })).toHaveLength(
      2,
    );
  });

  it("lets a deployment keep less than the notice states, and anything outside production", () => {
    expect(
      problems({ ...ready, INQUIRY_RETENTION_DAYS: "365", BACKUP_INTERVAL_HOURS: "6" }),
    ).toEqual([]);
    expect(problems({ NODE_ENV: "development", INQUIRY_RETENTION_DAYS: "3000" })).toEqual([]);
  });
});
