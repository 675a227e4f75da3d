import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isWebhookSecret, loadEnv, smtpUrlOf, unsafeStartProblems } from "./env";

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

describe("an unsafe production start", () => {
  const real = {
    SMTP_URL: "smtps://u:p@smtp.h2consulting.com:465",
    SALES_EMAIL: "sales@h2consulting.com",
    MAIL_FROM: "no-reply@h2consulting.com",
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
    // NODE_ENV defaults to production: a bare environment has all three problems.
    expect(problems({}).map((p) => p.split(" ")[0])).toEqual([
      "SMTP_URL",
      "SALES_EMAIL",
      "MAIL_FROM",
    ]);
  });

  it("starts with real settings, with MAIL_TRANSPORT=files, or outside production", () => {
    expect(problems(real)).toEqual([]);
    expect(problems({ MAIL_TRANSPORT: "files" })).toEqual([]);
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
