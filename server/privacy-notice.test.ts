import { readFileSync } from "node:fs";
import { noticeFacts } from "@content/company/privacy.server";
import { newsletterConfirmation } from "@content/form-copy";
import { site } from "@content/site";
import { CASE_STUDY_LINK_DAYS } from "@lib/case-study-request-schema";
import { VITALS_KEEP_DAYS } from "@lib/web-vitals";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, loadEnv } from "./env";

// The privacy notice is a promise the firm answers for in Ireland, the UK and the EU: every
// period it states is the one the server keeps, and every store it names is one the
// configuration has. A period written into the notice as a figure of its own, or a setting
// renamed under it, fails here rather than on the day someone reads the notice against the data.

const source = readFileSync("content/company/privacy.md", "utf8");
const defaults = loadEnv({});

/** Every period the notice names by placeholder, and the value the site and server really use. */
const PERIODS: Record<string, number> = {
  replyHours: site.replyWithinHours,
  attributionDays: defaults.ATTRIBUTION_RETENTION_DAYS,
  viewsDailyDays: defaults.VIEWS_DAILY_DAYS,
  vitalsDays: VITALS_KEEP_DAYS,
  inquiryDays: defaults.INQUIRY_RETENTION_DAYS,
  deliveredBodyDays: defaults.DELIVERED_BODY_DAYS,
  confirmHours: newsletterConfirmation.linkHours,
  unconfirmedDays: newsletterConfirmation.unconfirmedDays,
  caseStudyLinkDays: CASE_STUDY_LINK_DAYS,
  backupDays: Math.ceil((defaults.BACKUP_KEEP * defaults.BACKUP_INTERVAL_HOURS) / 24),
};

/** Each retention setting of the server, and the placeholder that states it in the notice. */
const STATED_BY: Record<string, string> = {
  ATTRIBUTION_RETENTION_DAYS: "attributionDays",
  VIEWS_DAILY_DAYS: "viewsDailyDays",
  INQUIRY_RETENTION_DAYS: "inquiryDays",
  DELIVERED_BODY_DAYS: "deliveredBodyDays",
  BACKUP_KEEP: "backupDays",
};

/** Periods set by law or by a promise of the firm's, not by configuration: said in words. */
const FIXED = ["within one month", "within a few days"];

/** The stores the notice says hold personal data, and the setting each one depends on. */
const STORES: Record<string, string> = {
  "Backups taken": "BACKUP_DIR",
  "Our e-mail provider": "SMTP_URL",
  "what it passes to our own tools": "WEBHOOK_URL",
};

const UNIT = "(?:second|minute|hour|day|week|month|year)s?";
const AMOUNT = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few)";

describe("the privacy notice against the configuration", () => {
  it("states no period as a figure of its own: each is a placeholder filled from what the code keeps", () => {
    const figures = [...source.matchAll(new RegExp(`\\b(?:within )?${AMOUNT} ${UNIT}\\b`, "gi"))]
      .map((m) => m[0])
      .filter((said) => !FIXED.includes(said.toLowerCase()));
    expect(figures).toEqual([]);
  });

  it("fills every period placeholder with the value the site and server use", () => {
    const named = [...source.matchAll(new RegExp(`\\{(\\w+)\\} ${UNIT}\\b`, "g"))].map(
      (m) => m[1]!,
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of new Set(named)) {
      expect(PERIODS, `{${name}} is a period the test does not know`).toHaveProperty(name);
      expect(noticeFacts[name], `{${name}}`).toBe(String(PERIODS[name]));
    }
  });

  it("states every retention period the server is configured by", () => {
    const periods = ENV_KEYS.filter((key) => /_DAYS$|^BACKUP_KEEP$/.test(key));
    expect(periods.length).toBeGreaterThan(0);
    for (const key of periods) {
      const placeholder = STATED_BY[key];
      expect(placeholder, `${key} has no sentence in the notice`).toBeDefined();
      expect(source, key).toContain(`{${placeholder}}`);
    }
  });

  it("names only stores the configuration has", () => {
    for (const [words, key] of Object.entries(STORES)) {
      expect(source, words).toContain(words);
      expect(ENV_KEYS, `${words}: ${key}`).toContain(key);
    }
  });
});
