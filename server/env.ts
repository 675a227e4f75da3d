import { RETENTION_DEFAULTS } from "@lib/attribution";
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
  /** Days an inquiry's or sign-up's attribution is kept; then erased (the inquiry stays). */
  ATTRIBUTION_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(RETENTION_DEFAULTS.attributionDays),
  /** Days page-view counts are kept per day; older ones are rolled up into weekly rows. */
  VIEWS_DAILY_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(RETENTION_DEFAULTS.viewsDailyDays),
});

/** Every variable the server reads (the README's table and the Dockerfile name each one). */
export const ENV_KEYS = Object.keys(schema.shape);

/** A signed delivery without a secret would be unverifiable: refuse to start instead. */
const schemaWithRules = schema.superRefine((env, ctx) => {
  if (env.WEBHOOK_URL && env.WEBHOOK_FORMAT === "json" && !env.WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET"],
      message: "is required when WEBHOOK_URL is set (or set WEBHOOK_FORMAT=slack)",
    });
  }
});

export type Env = z.infer<typeof schemaWithRules>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (as shells and .env files usually intend).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schemaWithRules.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
