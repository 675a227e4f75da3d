import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isWebhookSecret, loadEnv } from "./env";

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
