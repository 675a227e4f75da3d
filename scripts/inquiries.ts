// Owner tools for inquiries. Reads the same DATABASE_URL / DATA_DIR as the server.
//   npm run inquiries -- list [--since 2026-01-01]
//   npm run inquiries -- export --format csv|json [--since DATE]
//   npm run inquiries -- erase --email person@company.com
//   npm run inquiries -- subscribers [--format csv|json]
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eraseByEmail, listInquiries } from "../server/contact/repository";
import { openDb } from "../server/db/connect";
import type { Inquiry } from "../server/db/schema";
import { loadEnv } from "../server/env";
import { unsubscribeLinks } from "../server/newsletter/links";
import { listSubscribers } from "../server/newsletter/repository";

const USAGE = `Usage:
  npm run inquiries -- list [--since YYYY-MM-DD]
  npm run inquiries -- export --format csv|json [--since YYYY-MM-DD]
  npm run inquiries -- erase --email ADDRESS
  npm run inquiries -- subscribers [--format csv|json]`;

const COLUMNS: (keyof Inquiry)[] = [
  "id",
  "received_at",
  "name",
  "email",
  "phone",
  "company",
  "message",
  "marketing_consent",
  "source",
  "spam_verdict",
];

function csvCell(value: unknown): string {
  let s = value == null ? "" : String(value);
  // Spreadsheet formula injection: a leading = + - @ must not become a formula.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: T[], columns: (keyof T & string)[]): string {
  const lines = [
    columns.join(","),
    ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

type Format = "csv" | "json";

function formatArg(value: string | undefined): Format {
  if (value !== "csv" && value !== "json") fail("--format must be csv or json");
  return value;
}

function writeRows<T>(format: Format, rows: T[], columns: (keyof T & string)[]) {
  process.stdout.write(
    format === "csv" ? toCsv(rows, columns) : `${JSON.stringify(rows, null, 2)}\n`,
  );
}

function sinceArg(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) fail(`--since: "${value}" is not a date`);
  return d.toISOString();
}

export async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: "string" }, format: { type: "string" }, email: { type: "string" } },
  });
  const [command] = positionals;
  if (!command || !["list", "export", "erase", "subscribers"].includes(command)) {
    fail("Choose a command.");
  }
  const env = loadEnv();
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === "list") {
      const rows = await listInquiries(db, { since: sinceArg(values.since) });
      for (const r of rows) {
        const flag = r.spam_verdict === "ok" ? "" : `  [spam: ${r.spam_verdict}]`;
        console.log(`${r.received_at}  ${r.name} <${r.email}>  ${r.company}${flag}`);
      }
      console.log(`${rows.length} inquir${rows.length === 1 ? "y" : "ies"}`);
    } else if (command === "export") {
      const format = formatArg(values.format);
      const rows = await listInquiries(db, { since: sinceArg(values.since) });
      writeRows(format, rows, COLUMNS);
    } else if (command === "subscribers") {
      // Without --format: a list to read; with it, a file for the mail tool.
      const format = values.format === undefined ? undefined : formatArg(values.format);
      // Each with the link that unsubscribes them, for the mail tool that sends the newsletter.
      const link = unsubscribeLinks(env);
      const rows = (await listSubscribers(db)).map(({ token, ...r }) => ({
        ...r,
        unsubscribe_url: link(token),
      }));
      if (format) writeRows(format, rows, ["email", "subscribed_at", "unsubscribe_url"]);
      else {
        for (const r of rows) console.log(`${r.subscribed_at}  ${r.email}`);
        console.log(`${rows.length} subscriber${rows.length === 1 ? "" : "s"}`);
      }
    } else {
      const email = values.email?.trim();
      if (!email?.includes("@")) fail("--email ADDRESS is required");
      const n = await eraseByEmail(db, email);
      // Local .eml copies of those messages go too (named ...-<message id>.eml).
      const mailDir = join(env.DATA_DIR, "mail");
      const ids = new Set(n.messageIds);
      for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
        if (ids.has(file.replace(/\.eml$/, "").slice(-36))) rmSync(join(mailDir, file));
      }
      console.log(
        `Erased ${n.inquiries} inquir${n.inquiries === 1 ? "y" : "ies"}, ${n.messages} queued or sent message(s) and ${n.subscriptions} newsletter subscription(s) for ${email}.`,
      );
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
