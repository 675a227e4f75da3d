// Owner tools for inquiries. Reads the same DATABASE_URL / DATA_DIR as the server.
// `npm run inquiries -- help` lists the commands; docs/owner-cli.md shows each with examples.

import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { ATTRIBUTION_KEYS } from "@lib/attribution";
import { isEmptyAttribution } from "../lib/attribution";
import { attributionOf } from "../server/attribution/columns";
import { releaseInquiry } from "../server/contact/release";
import {
  type InquiryReport,
  inquiryReport,
  REPORT_BY,
  type ReportBy,
  type ReportRow,
} from "../server/contact/report";
import { htmlReport, percent } from "../server/contact/report-html";
import { eraseByEmail, listInquiries } from "../server/contact/repository";
import { type Db, openDb } from "../server/db/connect";
import type { Inquiry } from "../server/db/schema";
import { type Env, loadEnv } from "../server/env";
import { unsubscribeLinks } from "../server/newsletter/links";
import { listSubscribers } from "../server/newsletter/repository";
import { originLine } from "../server/webhook/payload";

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values = ReturnType<typeof parseArgs>["values"];

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

interface Context {
  values: Values;
  positionals: string[];
  env: Env;
  db: Db;
  io: Io;
}

interface Command {
  summary: string;
  usage: string;
  /** What each option and argument means, shown by `help COMMAND`. */
  details: string;
  options: Options;
  /** Positional arguments after the command name (release takes the id). */
  positionals?: string[];
  run(ctx: Context): Promise<number | undefined>;
}

const HELP_OPTION: Options = { help: { type: "boolean", short: "h" } };

const SINCE = "--since YYYY-MM-DD   only what was received on or after that day (UTC)";

const FILTERS = `  --source NAME        only those whose utm_source or referring site is NAME (linkedin, google.com…)
  --campaign NAME      only those whose utm_campaign is NAME (any letter case)`;

function filterArgs(values: Values): { source?: string; campaign?: string } {
  const pick = (v: Values[string]) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  return { source: pick(values.source), campaign: pick(values.campaign) };
}

const COMMANDS: Record<string, Command> = {
  list: {
    summary: "list inquiries, oldest first (with --spam: the flagged ones), each with its origin",
    usage:
      "npm run inquiries -- list [--since YYYY-MM-DD] [--spam] [--source NAME] [--campaign NAME]",
    details: `  ${SINCE}\n  --spam               only inquiries flagged as spam (release a genuine one with: release ID)\n${FILTERS}`,
    options: {
      since: { type: "string" },
      spam: { type: "boolean" },
      source: { type: "string" },
      campaign: { type: "string" },
    },
    async run({ values, db, io }) {
      const spam = values.spam === true;
      const rows = await listInquiries(db, {
        since: sinceArg(values.since, "list"),
        flagged: spam,
        ...filterArgs(values),
      });
      for (const r of rows) {
        const flag = r.spam_verdict === "ok" ? "" : `  [spam: ${r.spam_verdict}]`;
        // Where it came from, when anything is known beyond the form's page.
        const origin = isEmptyAttribution(attributionOf(r)) ? "" : `  from ${originLine(r)}`;
        io.out(`${r.received_at}  ${r.id}  ${r.name} <${r.email}>  ${r.company}${flag}${origin}\n`);
      }
      const n = rows.length;
      io.out(`${n} ${spam ? "flagged " : ""}inquir${n === 1 ? "y" : "ies"}\n`);
      if (spam && n) io.out("A genuine one? npm run inquiries -- release ID\n");
      return 0;
    },
  },
  export: {
    summary: "write every inquiry, with its origin, as CSV or JSON",
    usage:
      "npm run inquiries -- export --format csv|json [--since YYYY-MM-DD] [--source NAME] [--campaign NAME]",
    details: `  --format csv|json    CSV (a spreadsheet; formulas neutralised) or JSON\n  ${SINCE}\n${FILTERS}`,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      source: { type: "string" },
      campaign: { type: "string" },
    },
    async run({ values, db, io }) {
      const format = oneOf("--format", values.format, ["csv", "json"] as const, "export");
      const rows = await listInquiries(db, {
        since: sinceArg(values.since, "export"),
        ...filterArgs(values),
      });
      writeRows(
        io,
        format,
        rows.map((r) => ({ ...r, origin: originLine(r) })),
        COLUMNS,
      );
      return 0;
    },
  },
  erase: {
    summary: "erase everything stored about one person (an erasure request)",
    usage: "npm run inquiries -- erase --email ADDRESS",
    details:
      "  --email ADDRESS      whose inquiries, messages, webhook deliveries and subscription go (any letter case)",
    options: { email: { type: "string" } },
    async run({ values, env, db, io }) {
      const email = typeof values.email === "string" ? values.email.trim() : "";
      if (!email.includes("@")) throw new UsageError("--email ADDRESS is required.", "erase");
      const n = await eraseByEmail(db, email);
      // Local .eml copies of those messages go too (named ...-<message id>.eml).
      const mailDir = join(env.DATA_DIR, "mail");
      const ids = new Set(n.messageIds);
      for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
        if (ids.has(file.replace(/\.eml$/, "").slice(-36))) rmSync(join(mailDir, file));
      }
      io.out(
        `Erased ${n.inquiries} inquir${n.inquiries === 1 ? "y" : "ies"}, ${n.messages} queued or sent message(s), ${n.webhooks} webhook delivery record(s) and ${n.subscriptions} newsletter subscription(s) for ${email}.\n`,
      );
      if (n.webhooks) {
        io.out(
          "Copies already delivered by webhook live in the receiving tool: erase them there too.\n",
        );
      }
      return 0;
    },
  },
  release: {
    summary: "mark a flagged inquiry as genuine and send the sender's confirmation",
    usage: "npm run inquiries -- release ID",
    details:
      "  ID                   the inquiry's id (shown by list --spam, in the sales notice and the webhook)\n\nPossible spam already reached sales and the webhook, so only the confirmation is sent;\na honeypot catch gets the confirmation, the sales notice and the webhook. Releasing twice sends nothing more.",
    options: {},
    positionals: ["ID"],
    async run({ positionals, env, db, io }) {
      const [id] = positionals;
      if (!id) throw new UsageError("Give the id of the inquiry to release.", "release");
      const result = await releaseInquiry(db, id, {
        salesEmail: env.SALES_EMAIL,
        unsubscribeUrl: unsubscribeLinks(env),
        webhook: env.WEBHOOK_URL !== undefined,
      });
      if (result.outcome === "not-found") {
        io.err(`No inquiry has the id ${id} (npm run inquiries -- list --spam shows them).\n`);
        return 1;
      }
      if (result.outcome !== "released") {
        io.out(`Inquiry ${id} is not flagged as spam (or was released already): nothing sent.\n`);
        return 0;
      }
      io.out(
        `Released inquiry ${id} from ${result.email} (was ${result.was}). Queued: ${result.queued.join(", ")}; the running server sends it within seconds.\n`,
      );
      return 0;
    },
  },
  report: {
    summary:
      "views, inquiries and conversion by page, landing page, source, campaign or week; what needs following up by hand",
    usage:
      "npm run inquiries -- report [--since YYYY-MM-DD] [--by page|landing|source|campaign|week] [--format table|csv|json|html]",
    details: `  ${SINCE}\n  --by page|landing|source|campaign|week\n                       count by the page the form was on (default), the visit's landing page,\n                       its source (utm_source, else the referring site), its campaign\n                       (utm_campaign), or by week (starting Monday, UTC)\n  --format table|csv|json|html\n                       table to read (default); csv for a spreadsheet (the counts; what failed\n                       is summed up on stderr); json for everything; html: one self-contained\n                       page with charts (by week, source, pages, landing page and campaign;\n                       --by is not needed), e.g. > report.html\n\nCounts page views and visits (a visit's first page), genuine inquiries, conversion\n(inquiries per view of the form's page by page, per visit otherwise), possible spam in its\nown column, and marketing consent ticks; honeypot catches are left out. Then lists webhook\ndeliveries given up on and mail that could not be sent.`,
    options: { since: { type: "string" }, by: { type: "string" }, format: { type: "string" } },
    async run({ values, db, io }) {
      const by = oneOf("--by", values.by ?? "page", REPORT_BY, "report");
      const format = oneOf(
        "--format",
        values.format ?? "table",
        ["table", "csv", "json", "html"] as const,
        "report",
      );
      const since = sinceArg(values.since, "report");
      if (format === "html") {
        const [week, source, page, landing, campaign] = await Promise.all(
          (["week", "source", "page", "landing", "campaign"] as const).map((b) =>
            inquiryReport(db, { since, by: b }),
          ),
        );
        io.out(
          htmlReport({
            since,
            generatedAt: new Date(),
            week: week!,
            source: source!,
            page: page!,
            landing: landing!,
            campaign: campaign!,
          }),
        );
        return 0;
      }
      const report = await inquiryReport(db, { since, by });
      if (format === "json") {
        const { rows, ...rest } = report;
        const keyed = rows.map(({ key, ...r }) => ({ [by]: key, ...r }));
        io.out(`${JSON.stringify({ since: since ?? null, by, rows: keyed, ...rest }, null, 2)}\n`);
      } else if (format === "csv") {
        const rows = report.rows.map(
          ({ key, ...r }) => ({ [by]: key, ...r }) as Record<string, unknown>,
        );
        io.out(
          toCsv(rows, [
            by,
            "views",
            "visits",
            "inquiries",
            "conversion",
            "possible_spam",
            "marketing_consent",
          ]),
        );
        const failed = report.webhookFailures.length + report.mailFailures.length;
        if (failed) {
          io.err(
            `${report.webhookFailures.length} webhook deliver${report.webhookFailures.length === 1 ? "y" : "ies"} given up on and ${report.mailFailures.length} message(s) not sent: npm run inquiries -- report lists them.\n`,
          );
        }
      } else {
        io.out(
          reportTable(report, by, typeof values.since === "string" ? values.since : undefined),
        );
      }
      return 0;
    },
  },
  subscribers: {
    summary: "who gets the newsletter now, each with their unsubscribe link",
    usage: "npm run inquiries -- subscribers [--format csv|json]",
    details:
      "  --format csv|json    a file for the mail tool (with unsubscribe links); without it, a list to read",
    options: { format: { type: "string" } },
    async run({ values, env, db, io }) {
      // Without --format: a list to read; with it, a file for the mail tool.
      const format =
        values.format === undefined
          ? undefined
          : oneOf("--format", values.format, ["csv", "json"] as const, "subscribers");
      // Each with the link that unsubscribes them, for the mail tool that sends the newsletter.
      const link = unsubscribeLinks(env);
      const rows = (await listSubscribers(db)).map(({ token, ...r }) => ({
        ...r,
        unsubscribe_url: link(token),
      }));
      if (format) writeRows(io, format, rows, ["email", "subscribed_at", "unsubscribe_url"]);
      else {
        for (const r of rows) io.out(`${r.subscribed_at}  ${r.email}\n`);
        io.out(`${rows.length} subscriber${rows.length === 1 ? "" : "s"}\n`);
      }
      return 0;
    },
  },
};

const USAGE = `Usage: npm run inquiries -- COMMAND [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(12)} ${c.summary}`)
  .join("\n")}
  help         this text; help COMMAND (or COMMAND --help) explains one command

${Object.values(COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join("\n")}

Reads DATABASE_URL and DATA_DIR like the server.`;

function commandHelp(name: string): string {
  const c = COMMANDS[name]!;
  return `Usage: ${c.usage}\n\n${c.summary[0]!.toUpperCase()}${c.summary.slice(1)}.\n\n${c.details}\n`;
}

/** Bad input: one line saying what, then the usage, and exit code 2. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

const COLUMNS: (keyof Inquiry | "origin")[] = [
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
  ...ATTRIBUTION_KEYS,
  "origin",
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

function oneOf<const T extends string>(
  flag: string,
  value: Values[string],
  allowed: readonly T[],
  command: string,
): T {
  if (typeof value === "string" && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new UsageError(`${flag} must be ${allowed.join(" or ")}.`, command);
}

function writeRows<T>(io: Io, format: "csv" | "json", rows: T[], columns: (keyof T & string)[]) {
  io.out(format === "csv" ? toCsv(rows, columns) : `${JSON.stringify(rows, null, 2)}\n`);
}

function sinceArg(value: Values[string], command: string): string | undefined {
  if (typeof value !== "string") return undefined;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime())) {
    throw new UsageError(`--since: "${value}" is not a date (YYYY-MM-DD).`, command);
  }
  return d.toISOString();
}

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
    .join("  ")
    .trimEnd();
}

const REPORT_HEADS: Record<ReportBy, string> = {
  page: "page",
  landing: "landing page",
  source: "source",
  campaign: "campaign",
  week: "week of",
};

function reportTable(report: InquiryReport, by: ReportBy, since?: string): string {
  const head = [
    REPORT_HEADS[by],
    "views",
    "visits",
    "inquiries",
    "conversion",
    "possible spam",
    "consent ticked",
  ];
  const line = (key: string, r: Omit<ReportRow, "key">) => [
    key,
    r.views,
    r.visits,
    r.inquiries,
    percent(r.conversion),
    r.possible_spam,
    r.marketing_consent,
  ];
  const body = [...report.rows.map((r) => line(r.key, r)), line("total", report.totals)].map((r) =>
    r.map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const lines = [
    `Inquiries by ${by}${since ? ` since ${since}` : ""}: genuine ones counted, possible spam apart, ${report.honeypotCatches} honeypot catch(es) left out. Conversion: inquiries per ${by === "page" ? "view of the page" : "visit"}.`,
    "",
    pad(head, widths),
    ...body.map((r) => pad(r, widths)),
    "",
  ];
  const hooks = report.webhookFailures;
  if (hooks.length) {
    lines.push(`Webhook deliveries given up on (${hooks.length}): enter these by hand`);
    for (const h of hooks) {
      lines.push(
        `  ${h.created_at}  ${h.inquiry_id}  ${h.name} <${h.email}>  ${h.attempts} attempt(s)  ${h.last_error ?? ""}`,
      );
    }
  } else lines.push("Webhook deliveries given up on: none");
  const mail = report.mailFailures;
  if (mail.length) {
    lines.push(`Mail that could not be sent (${mail.length}): send these by hand`);
    for (const m of mail) {
      lines.push(
        `  ${m.created_at}  ${m.kind} to ${m.to_address}  "${m.subject}"  ${m.attempts} attempt(s)  ${m.last_error ?? ""}`,
      );
    }
  } else lines.push("Mail that could not be sent: none");
  return `${lines.join("\n")}\n`;
}

/** parseArgs' own errors, said in one line of ours. */
function parseError(err: unknown, command: string): UsageError {
  const e = err as { code?: string; message?: string };
  const quoted = /'([^']+)'/.exec(e.message ?? "")?.[1] ?? "";
  const option = quoted.split(" ")[0];
  switch (e.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return new UsageError(`Unknown option "${option}" for ${command}.`, command);
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return new UsageError(
        /does not take/.test(e.message ?? "")
          ? `Option ${option} takes no value.`
          : `Option ${option} needs a value.`,
        command,
      );
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return new UsageError(`Unexpected argument "${quoted}" for ${command}.`, command);
    default:
      return new UsageError(e.message ?? String(err), command);
  }
}

const defaultIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
};

/** Runs the CLI and resolves with its exit code; bad input never throws past here. */
export async function main(
  argv: string[],
  io: Io = defaultIo,
  source: Record<string, string | undefined> = process.env,
): Promise<number> {
  const end = argv.indexOf("--");
  const before = end < 0 ? argv : argv.slice(0, end);
  const [first] = before;
  const wantsHelp = before.some((a) => a === "--help" || a === "-h");
  try {
    if (first === undefined || first === "help" || first === "--help" || first === "-h") {
      const topic = first === "help" ? argv[1] : undefined;
      if (topic !== undefined && topic !== "--help" && topic !== "-h") {
        if (!Object.hasOwn(COMMANDS, topic)) throw new UsageError(`Unknown command "${topic}".`);
        io.out(commandHelp(topic));
        return 0;
      }
      if (first === undefined) throw new UsageError("Choose a command.");
      io.out(`${USAGE}\n`);
      return 0;
    }
    if (first.startsWith("-")) throw new UsageError(`Put the command before "${first}".`);
    if (!Object.hasOwn(COMMANDS, first)) throw new UsageError(`Unknown command "${first}".`);
    const command = COMMANDS[first]!;
    if (wantsHelp) {
      io.out(commandHelp(first));
      return 0;
    }
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({
        args: argv.slice(1),
        options: { ...command.options, ...HELP_OPTION },
        allowPositionals: true,
        strict: true,
      });
    } catch (err) {
      throw parseError(err, first);
    }
    const expected = command.positionals?.length ?? 0;
    const extra = parsed.positionals[expected];
    if (extra !== undefined)
      throw new UsageError(`Unexpected argument "${extra}" for ${first}.`, first);
    const env = loadEnv(source);
    const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const ctx = { values: parsed.values, positionals: parsed.positionals, env, db, io };
      return (await command.run(ctx)) ?? 0;
    } finally {
      await db.close();
    }
  } catch (err) {
    if (err instanceof UsageError) {
      const usage = err.command ? commandHelp(err.command) : `${USAGE}\n`;
      io.err(`${err.message}\n\n${usage}`);
      return 2;
    }
    // Not bad input but a failure (the store, the environment): say it plainly, no stack.
    const message = err instanceof Error ? err.message : String(err);
    io.err(`inquiries${first ? ` ${first}` : ""}: ${message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
