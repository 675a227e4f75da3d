import { readFileSync } from "node:fs";
import { RETENTION_DEFAULTS } from "@lib/attribution";
import { BACKUP_DEFAULTS, backupDays, INQUIRY_RETENTION_DEFAULTS } from "@lib/retention";
import { z } from "zod";

/** Plain http is only for a receiver on this machine (tests, a local relay); anything else is https. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isAllowedWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}

/**
 * A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 random bytes
 * (`openssl rand -base64 32`, prefixed).
 */
export function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match || match[1]!.length % 4 !== 0) return false;
  const bytes = Buffer.from(match[1]!, "base64").length;
  return bytes >= 24 && bytes <= 64;
}

/** The only reader of process.env: validated once at start, typed everywhere else. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Folder holding the SQLite database and the .eml outbox. */
  DATA_DIR: z.string().default("./data"),
  /** Built site to serve. */
  CLIENT_DIR: z.string().default("./build/client"),
  /** PostgreSQL connection string; when absent, SQLite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** SMTP connection string (smtp://user:pass@host:587); when absent, mail is written as .eml files. */
  SMTP_URL: z.string().url().optional(),
  /** Address that receives new-inquiry notices. */
  SALES_EMAIL: z.string().email().default("sales@h2consulting.example"),
  /** From address of every message the site sends (our own domain, for SPF/DKIM/DMARC). */
  MAIL_FROM: z.string().email().default("no-reply@h2consulting.example"),
  /** Public origin of the site; requests with another Origin header are refused. */
  SITE_ORIGIN: z.string().url().optional(),
  /** Contact submissions allowed per client per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Submissions faster than this after the form opened are marked as spam. */
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Trust X-Forwarded-For from a reverse proxy for the client address. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** A client must send its request headers within this time… */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** …and the whole request within this one. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Serve the built site (false runs the API alone, e.g. behind a CDN). */
  SERVE_SITE: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** Every inquiry that is not a honeypot catch is also POSTed here (server/webhook). */
  WEBHOOK_URL: z
    .string()
    .url()
    .refine(isAllowedWebhookUrl, "must be an https:// URL (http:// only for localhost)")
    .optional(),
  /** Signs each delivery (Standard Webhooks); needed for the json format. */
  WEBHOOK_SECRET: z
    .string()
    .refine(isWebhookSecret, "must be whsec_ followed by the base64 of 24 to 64 random bytes")
    .optional(),
  /** json: signed Standard Webhooks JSON; slack: a Slack incoming-webhook message (unsigned). */
  WEBHOOK_FORMAT: z.enum(["json", "slack"]).default("json"),
  /**
   * The secret of the scheduler's webhook (Cal.com's "secret" field): signs each booking it
   * sends to POST /api/bookings/cal (X-Cal-Signature-256). Unset: that route answers 404.
   */
  CAL_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * The signing key of the Calendly webhook subscription (its `signing_key`): signs each
   * booking sent to POST /api/bookings/calendly (Calendly-Webhook-Signature). Unset: that
   * route answers 404.
   */
  CALENDLY_WEBHOOK_SIGNING_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** Days an inquiry's or sign-up's attribution is kept; then erased (the inquiry stays). */
  ATTRIBUTION_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(RETENTION_DEFAULTS.attributionDays),
  /** Days an inquiry (its messages and deliveries) is kept; then erased unless kept on purpose. */
  INQUIRY_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(INQUIRY_RETENTION_DEFAULTS.inquiryDays),
  /** Days a delivered message's or webhook's body is kept; then reduced to ids, times, status. */
  DELIVERED_BODY_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(INQUIRY_RETENTION_DEFAULTS.deliveredBodyDays),
  /** Days page-view counts are kept per day; older ones are rolled up into weekly rows. */
  VIEWS_DAILY_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(RETENTION_DEFAULTS.viewsDailyDays),
  /** The share of field Core Web Vitals beacons kept (0 to 1; 1 keeps every one). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /**
   * `files` writes every message as an .eml file under DATA_DIR instead of sending it. Without
   * SMTP_URL a production start refuses unless this is asked for (npm start asks for it).
   */
  MAIL_TRANSPORT: z.enum(["smtp", "files"]).optional(),
  /** A sales notice or webhook delivery still undelivered this long after it was queued raises an alert. */
  ALERT_AFTER_SECONDS: z.coerce.number().int().min(1).default(900),
  /** The operators' Slack incoming webhook for delivery alerts (never the sales hand-off). */
  ALERT_WEBHOOK_URL: z
    .string()
    .url()
    .refine(isAllowedWebhookUrl, "must be an https:// URL (http:// only for localhost)")
    .optional(),
  /**
   * Who is paged besides ALERT_WEBHOOK_URL: `alertmanager` when Prometheus scrapes this
   * instance's METRICS_PORT and Alertmanager routes its alerts (deploy/), `off` when no one is
   * to be paged, on purpose. Production refuses to start with neither this nor the webhook.
   */
  ALERTS: z.enum(["alertmanager", "off"]).optional(),
  /** Prometheus metrics are served on this port (its own listener, never behind nginx); unset: off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Lowest level written to the JSON log lines. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
  /** SQLite deployments: a consistent copy of the database is written here on a schedule; unset: off. */
  BACKUP_DIR: z.string().optional(),
  /** Hours between scheduled backups. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().default(BACKUP_DEFAULTS.intervalHours),
  /** Scheduled backups kept in BACKUP_DIR (older ones are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(BACKUP_DEFAULTS.keep),
});

/**
 * The secrets a deployment may hand over as files (Docker or Kubernetes secrets), so they stay
 * out of `docker inspect` and the process's environment: X_FILE names the file holding X.
 */
export const SECRET_KEYS = [
  "DATABASE_URL",
  "SMTP_URL",
  "WEBHOOK_SECRET",
  "ALERT_WEBHOOK_URL",
  "CAL_WEBHOOK_SECRET",
  "CALENDLY_WEBHOOK_SIGNING_KEY",
] as const;
const fileKeyOf = (key: string) => `${key}_FILE`;

/** Every variable the server reads (docs/configuration.md and the Dockerfile name each one). */
export const ENV_KEYS = [...Object.keys(schema.shape), ...SECRET_KEYS.map(fileKeyOf)];

const schemaWithRules = schema.superRefine((env, ctx) => {
  // A signed delivery without a secret would be unverifiable: refuse to start instead.
  if (env.WEBHOOK_URL && env.WEBHOOK_FORMAT === "json" && !env.WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET"],
      message: "is required when WEBHOOK_URL is set (or set WEBHOOK_FORMAT=slack)",
    });
  }
  // Two answers to "who is paged" that contradict each other: one of them is a mistake.
  if (env.ALERTS === "off" && env.ALERT_WEBHOOK_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["ALERTS"],
      message: "is off (no one is paged) but ALERT_WEBHOOK_URL is set: unset one of them",
    });
  }
  // Prometheus can only page about an instance whose metrics it can read.
  if (env.ALERTS === "alertmanager" && env.METRICS_PORT === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["METRICS_PORT"],
      message: "is required when ALERTS=alertmanager: Prometheus reads this instance there",
    });
  }
});

export type Env = z.infer<typeof schemaWithRules>;

/** A domain kept for examples (RFC 2606): mail to it goes nowhere. */
const PLACEHOLDER_DOMAIN = /(^|\.)(example|invalid)$|(^|\.)example\.(com|net|org)$/i;

export const isPlaceholderAddress = (address: string) =>
  PLACEHOLDER_DOMAIN.test(address.split("@").pop() ?? "");

/** Why this environment must not serve as production, one line per variable (none: it may). */
export const unsafeStartProblems = (env: Env): string[] => [
  ...mailProblems(env),
  ...pagingProblems(env),
  ...noticeProblems(env),
];

/**
 * The privacy notice states each period from the defaults it was built with; a production
 * that keeps data longer than it says breaks the notice's promise, so it does not start.
 * Keeping less is within it.
 */
function noticeProblems(env: Env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const stated = [
    ["INQUIRY_RETENTION_DAYS", env.INQUIRY_RETENTION_DAYS, INQUIRY_RETENTION_DEFAULTS.inquiryDays],
    ["DELIVERED_BODY_DAYS", env.DELIVERED_BODY_DAYS, INQUIRY_RETENTION_DEFAULTS.deliveredBodyDays],
    [
      "ATTRIBUTION_RETENTION_DAYS",
      env.ATTRIBUTION_RETENTION_DAYS,
      RETENTION_DEFAULTS.attributionDays,
    ],
    ["VIEWS_DAILY_DAYS", env.VIEWS_DAILY_DAYS, RETENTION_DEFAULTS.viewsDailyDays],
    [
      "BACKUP_KEEP × BACKUP_INTERVAL_HOURS",
      backupDays(env.BACKUP_KEEP, env.BACKUP_INTERVAL_HOURS),
      backupDays(BACKUP_DEFAULTS.keep, BACKUP_DEFAULTS.intervalHours),
    ],
  ] as const;
  return stated
    .filter(([, days, notice]) => days > notice)
    .map(
      ([key, days, notice]) =>
        `${key} keeps data ${days} days, longer than the privacy notice states (${notice}): set at most ${notice}, or change the notice's figure (lib/) and rebuild.`,
    );
}

/**
 * A production start that would write every notice as a file inside the container, or mail a
 * placeholder address, loses leads unseen; `.eml` files are fine when asked for explicitly
 * (MAIL_TRANSPORT=files, as `npm start` does). MAIL_TRANSPORT=smtp needs SMTP_URL anywhere.
 */
function mailProblems(env: Env): string[] {
  if (env.MAIL_TRANSPORT === "files") return [];
  const problems: string[] = [];
  const production = env.NODE_ENV === "production";
  if (!env.SMTP_URL && (production || env.MAIL_TRANSPORT === "smtp")) {
    problems.push(
      "SMTP_URL is not set: notices to sales would only be written as .eml files. Set SMTP_URL, or MAIL_TRANSPORT=files if files are what you want.",
    );
  }
  if (production) {
    for (const key of ["SALES_EMAIL", "MAIL_FROM"] as const) {
      if (isPlaceholderAddress(env[key])) {
        problems.push(
          `${key} is the placeholder ${env[key]}: set the real address (or MAIL_TRANSPORT=files to write .eml files instead).`,
        );
      }
    }
  }
  return problems;
}

/**
 * A stalled notice, a dead instance or a lost database is only news if it reaches someone: a
 * production start names its route (the operators' Slack webhook, or Prometheus and
 * Alertmanager), or says with ALERTS=off that no one is to be paged.
 */
function pagingProblems(env: Env): string[] {
  if (env.NODE_ENV !== "production" || env.ALERT_WEBHOOK_URL || env.ALERTS) return [];
  return [
    "No alert route: ALERT_WEBHOOK_URL is not set and neither is ALERTS, so no one would be paged when a sales notice stalls or the site goes down. Set ALERT_WEBHOOK_URL (or ALERT_WEBHOOK_URL_FILE) to the operators' Slack webhook, ALERTS=alertmanager when Prometheus and Alertmanager watch this instance (deploy/prometheus, deploy/alertmanager.yml), or ALERTS=off if no one is to be paged.",
  ];
}

/** Where mail goes: SMTP when a URL is set and files were not asked for, else .eml files. */
export const smtpUrlOf = (env: Env): string | undefined =>
  env.MAIL_TRANSPORT === "files" ? undefined : env.SMTP_URL;

/**
 * Each secret's X_FILE read into X: the file's text without its final newline (`echo` and
 * editors add one); an empty file counts as unset, like an empty variable. What cannot be
 * read, or a secret given twice, is a refusal that names the variable and never the value.
 */
function readSecretFiles(env: Record<string, string>) {
  const problems: string[] = [];
  const fromFile = new Set<string>();
  for (const key of SECRET_KEYS) {
    const fileKey = fileKeyOf(key);
    const path = env[fileKey];
    if (path === undefined) continue;
    delete env[fileKey];
    if (env[key] !== undefined) {
      problems.push(`${key}: is set twice, as ${key} and as ${fileKey}: keep one`);
      continue;
    }
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? "unreadable";
      problems.push(`${fileKey}: the file it names cannot be read (${code})`);
      continue;
    }
    const value = text.replace(/\r?\n$/, "");
    if (value === "") continue;
    env[key] = value;
    fromFile.add(key);
  }
  return { problems, fromFile };
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (as shells and .env files usually intend).
  const cleaned = Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""),
  );
  const { problems, fromFile } = readSecretFiles(cleaned);
  const parsed = schemaWithRules.safeParse(cleaned);
  const lines = problems.map((p) => `  ${p}`);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      const named = fromFile.has(key) ? `${key} (from ${fileKeyOf(key)})` : key;
      lines.push(`  ${named}: ${issue.message}`);
    }
  }
  if (lines.length || !parsed.success) throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  return parsed.data;
}
