import { z } from "zod";

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
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (as shells and .env files usually intend).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
