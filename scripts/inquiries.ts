// Owner tools for inquiries. Reads the same DATABASE_URL / DATA_DIR as the server.
// `npm run inquiries -- help` lists the commands; docs/owner-cli.md shows each with examples.

import { userInfo } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { ATTRIBUTION_KEYS, isEmptyAttribution } from "@lib/attribution";
import { attributionOf, originLine } from "../server/attribution/columns";
import { describeOutbox } from "../server/backup/common";
import { backupStore, restoreStore } from "../server/backup/store";
import { releaseInquiry } from "../server/contact/release";
import { eraseByEmail, listInquiries } from "../server/contact/repository";
import { type Db, openDb } from "../server/db/connect";
import { appliedMigrations, newerMigrations } from "../server/db/migrations";
import type { CaseStudyRequest, Inquiry } from "../server/db/schema";
import { listCaseStudyRequests } from "../server/downloads/requests";
import { type Env, loadEnv } from "../server/env";
import { countPending, listSubscribers } from "../server/newsletter/repository";
import { type DeliveryRef, dismissDelivery, WHY_MAX } from "../server/outbox/dismiss";
import { requeueFailed } from "../server/outbox/requeue";
import { percent } from "../server/report/format";
import { type FunnelReport, funnelReport } from "../server/report/funnel";
import { funnelLines } from "../server/report/funnel-tables";
import { htmlReport } from "../server/report/html";
import {
  type InquiryReport,
  inquiryReport,
  REPORT_BY,
  type ReportBy,
  type ReportRow,
} from "../server/report/inquiries";
import { vitalsLines } from "../server/report/vitals";
import { dueForErasure, keepInquiry, keptInquiries } from "../server/retention/inquiries";
import { subjectAccess } from "../server/retention/subject-access";
import { applyLedger, readLedger } from "../server/shared/erasure";
import { appendLedgerFile, readLedgerFile, removeMailFiles } from "../server/shared/erasure-files";
import { confirmLinks, unsubscribeLinks } from "../server/shared/subscriptions";
import { vitalsReport } from "../server/vitals/repository";

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
  /** The environment the CLI was given (for the programs it runs: pg_dump, pg_restore). */
  source: Record<string, string | undefined>;
}

interface Command {
  summary: string;
  usage: string;
  /** What each option and argument means, shown by `help COMMAND`. */
  details: string;
  options: Options;
  /** Positional arguments after the command name (release takes the id). */
  positionals?: string[];
  /** false: the command reaches the database by itself (backup, restore); none is opened for it. */
  store?: false;
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
    summary:
      "write every inquiry, with its origin, as CSV or JSON; with --email, everything held about one person",
    usage:
      "npm run inquiries -- export --format csv|json [--since YYYY-MM-DD] [--source NAME] [--campaign NAME] | --email ADDRESS",
    details: `  --format csv|json    CSV (a spreadsheet; formulas neutralised) or JSON\n  ${SINCE}\n${FILTERS}
  --email ADDRESS      a subject access request: one JSON document with everything stored about
                       that address (inquiries with their origin, case-study requests, newsletter
                       subscription rows, the messages and webhook deliveries about them); no
                       other option goes with it`,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      source: { type: "string" },
      campaign: { type: "string" },
      email: { type: "string" },
    },
    async run({ values, db, io }) {
      if (values.email !== undefined) {
        const email = typeof values.email === "string" ? values.email.trim() : "";
        if (!email.includes("@")) throw new UsageError("--email takes an address.", "export");
        const other = ["format", "since", "source", "campaign"].find(
          (k) => values[k] !== undefined,
        );
        if (other) throw new UsageError(`--email goes alone (not with --${other}).`, "export");
        io.out(`${JSON.stringify(await subjectAccess(db, email), null, 2)}\n`);
        return 0;
      }
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
  requests: {
    summary:
      "case studies asked for by e-mail (e-mail mode), oldest first, each with its origin; as CSV or JSON with --format",
    usage:
      "npm run inquiries -- requests [--format csv|json] [--since YYYY-MM-DD] [--study SLUG] [--source NAME] [--campaign NAME]",
    details: `  --format csv|json    CSV (a spreadsheet; formulas neutralised) or JSON; without it, a list to read
  ${SINCE}
  --study SLUG         only requests for that study (its address: /case-studies/SLUG)
${FILTERS}

Each request is a lead: who asked (name, work e-mail, company), for which study, from which
page, and where the visit came from. Honeypot catches (sent nothing) are left out.`,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      study: { type: "string" },
      source: { type: "string" },
      campaign: { type: "string" },
    },
    async run({ values, db, io }) {
      const format =
        values.format === undefined
          ? undefined
          : oneOf("--format", values.format, ["csv", "json"] as const, "requests");
      const study = typeof values.study === "string" ? values.study : undefined;
      const rows = await listCaseStudyRequests(db, {
        since: sinceArg(values.since, "requests"),
        study,
        ...filterArgs(values),
      });
      if (format) {
        writeRows(
          io,
          format,
          rows.map(({ link_hash: _hash, ...r }) => ({ ...r, origin: originLine(r) })),
          REQUEST_COLUMNS,
        );
        return 0;
      }
      for (const r of rows) {
        io.out(
          `${r.received_at}  ${r.id}  ${r.name} <${r.email}>  ${r.company}  asked for "${r.study_title}"  from ${originLine(r)}\n`,
        );
      }
      const n = rows.length;
      io.out(`${n} case-study request${n === 1 ? "" : "s"}\n`);
      return 0;
    },
  },
  erase: {
    summary: "erase everything stored about one person (an erasure request), everywhere it is kept",
    usage: "npm run inquiries -- erase --email ADDRESS | --ledger FILE",
    details: `  --email ADDRESS      whose inquiries, case-study requests, messages, webhook deliveries and subscription go (any letter case)
  --ledger FILE        apply an erasure ledger file (erasure-ledger.tsv) to this database: after a
                       restore by hand (pg_restore), everyone erased since the backup goes again

Prints each place it cleared: the database (SQLite: deleted bytes zeroed, the WAL truncated;
PostgreSQL: the tables vacuumed), this instance's .eml files, the other instances' (each deletes
its own within ten minutes, from the ids left in the shared store), and the erasure ledger (the
address's SHA-256 and the time) that every restore applies, so no backup brings them back.`,
    options: { email: { type: "string" }, ledger: { type: "string" } },
    async run({ values, env, db, io }) {
      if (typeof values.ledger === "string") {
        if (values.email !== undefined) {
          throw new UsageError("Give either --email or --ledger.", "erase");
        }
        const entries = readLedgerFile(values.ledger);
        if (!entries.length) {
          io.err(`${values.ledger} holds no erasure ledger entries.\n`);
          return 1;
        }
        const applied = await applyLedger(db, entries);
        io.out(
          `Erasure ledger applied (${entries.length} entries): ${applied.people} of them were in this database and are erased again (${applied.inquiries} inquir${applied.inquiries === 1 ? "y" : "ies"}, ${applied.messages} message(s)).\n`,
        );
        return 0;
      }
      const email = typeof values.email === "string" ? values.email.trim() : "";
      if (!email.includes("@")) throw new UsageError("--email ADDRESS is required.", "erase");
      const n = await eraseByEmail(db, email);
      const mailDir = join(env.DATA_DIR, "mail");
      const files = removeMailFiles(mailDir, n.messageIds);
      io.out(
        `Erased ${n.inquiries} inquir${n.inquiries === 1 ? "y" : "ies"}, ${n.messages} queued or sent message(s), ${n.webhooks} webhook delivery record(s), ${n.subscriptions} newsletter subscription(s), ${n.requests} case-study request(s) and ${n.bookings} booked call(s) for ${email}.\n`,
      );
      io.out(`Cleared:\n  ${n.store}\n`);
      io.out(`  ${mailDir}: ${files} .eml file(s) deleted\n`);
      if (n.messages) {
        io.out(
          "  other instances' mail folders: each deletes its copies of those messages within ten minutes (their ids are in the shared store)\n",
        );
      }
      const ledger = await readLedger(db);
      const line = `  erasure ledger: the address's SHA-256 and the time, applied by every restore (backups taken before now still hold the person until they are pruned, and no restore brings them back)`;
      if (env.BACKUP_DIR) {
        appendLedgerFile(env.BACKUP_DIR, ledger);
        io.out(`${line}; also written to ${join(env.BACKUP_DIR, "erasure-ledger.tsv")}\n`);
      } else io.out(`${line}\n`);
      if (n.webhooks) {
        io.out(
          "Copies already delivered by webhook live in the receiving tool: erase them there too.\n",
        );
      }
      return 0;
    },
  },
  "due-for-erasure": {
    summary:
      "inquiries the retention erases next (INQUIRY_RETENTION_DAYS), and those kept on purpose",
    usage: "npm run inquiries -- due-for-erasure [--within DAYS]",
    details: `  --within DAYS        those erased within that many days from now (default 30); overdue ones
                       go at the running server's next pass (within ten minutes)

An inquiry is erased, with its messages and webhook deliveries, INQUIRY_RETENTION_DAYS after it
was received, unless kept on purpose: npm run inquiries -- keep ID --why "REASON".`,
    options: { within: { type: "string" } },
    async run({ values, env, db, io }) {
      const within = values.within === undefined ? 30 : Number(values.within);
      if (!Number.isInteger(within) || within < 0) {
        throw new UsageError("--within takes a whole number of days.", "due-for-erasure");
      }
      const days = env.INQUIRY_RETENTION_DAYS;
      const due = await dueForErasure(db, days, { withinDays: within });
      for (const r of due) {
        io.out(
          `${r.erase_at}  ${r.id}  ${r.name} <${r.email}>  ${r.company}  received ${r.received_at}\n`,
        );
      }
      io.out(
        `${due.length} inquir${due.length === 1 ? "y" : "ies"} erased within ${within} day(s) (INQUIRY_RETENTION_DAYS=${days}). Keep one on purpose: npm run inquiries -- keep ID --why "REASON"\n`,
      );
      const kept = await keptInquiries(db);
      if (kept.length) {
        io.out(`Kept on purpose (${kept.length}):\n`);
        for (const k of kept) {
          io.out(
            `  ${k.id}  ${k.name} <${k.email}>  kept ${k.kept_at} by ${k.kept_by}: ${k.kept_why}\n`,
          );
        }
      }
      return 0;
    },
  },
  keep: {
    summary:
      "keep one inquiry past the retention on purpose (a client), with why; --undo hands it back",
    usage: 'npm run inquiries -- keep ID --why "REASON" [--by NAME] | keep ID --undo',
    details: `  ID                   the inquiry's id (list and due-for-erasure show it)
  --why REASON         why it is kept (stored with it, shown by due-for-erasure)
  --by NAME            who keeps it (default: the user running the command)
  --undo               no longer kept: the retention erases it when its time has come`,
    options: { why: { type: "string" }, by: { type: "string" }, undo: { type: "boolean" } },
    positionals: ["ID"],
    async run({ positionals, values, db, io }) {
      const [id] = positionals;
      if (!id) throw new UsageError("Give the id of the inquiry to keep.", "keep");
      const why = typeof values.why === "string" ? values.why.trim() : "";
      if (values.undo === true) {
        if (why) throw new UsageError("--undo takes no --why.", "keep");
      } else if (!why) {
        throw new UsageError('--why "REASON" is required: it is kept with the inquiry.', "keep");
      } else if (why.length > WHY_MAX) {
        throw new UsageError(`--why takes ${WHY_MAX} characters at most.`, "keep");
      }
      const by = (typeof values.by === "string" && values.by.trim()) || whoRuns();
      const found = await keepInquiry(db, id, values.undo === true ? { undo: true } : { by, why });
      if (!found) {
        io.err(`No inquiry has the id ${id} (npm run inquiries -- list shows them).\n`);
        return 1;
      }
      io.out(
        values.undo === true
          ? `Inquiry ${id} is no longer kept: the retention erases it when its time has come.\n`
          : `Kept inquiry ${id} past the retention, by ${by}: ${why}\n`,
      );
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
        confirmUrl: confirmLinks(env),
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
      "npm run inquiries -- report [--since YYYY-MM-DD] [--by page|landing|source|campaign|week] [--format table|csv|json|html] [--funnel]",
    details: `  ${SINCE}\n  --by page|landing|source|campaign|week\n                       count by the page the form was on (default), the visit's landing page,\n                       its source (utm_source, else the referring site), its campaign\n                       (utm_campaign), or by week (starting Monday, UTC)\n  --format table|csv|json|html\n                       table to read (default); csv for a spreadsheet (the counts; what failed\n                       is summed up on stderr); json for everything; html: one self-contained\n                       page with charts (by week, source, pages, landing page and campaign;\n                       --by is not needed), e.g. > report.html\n  --funnel             the funnel alone (table, csv or json; the HTML report always holds it)\n\nCounts page views and visits (a visit's first page), genuine inquiries, conversion\n(inquiries per view of the form's page by page, per visit otherwise), possible spam in its\nown column, marketing consent ticks and case-study PDF downloads (and lists them by study,
landing page and source); honeypot catches are left out. Then the funnel, per channel and per
landing page: landing views (a visit's first page) → inquiries → booked calls (cancelled apart),
and the median time from an inquiry to its booking. Then lists webhook deliveries given up on
and mail that could not be sent, and last the field Core Web Vitals
(the 75th percentile of real visits per route and device, for the last 7 and 28 days, with the
page loads behind each and the element most often the largest paint).`,
    options: {
      since: { type: "string" },
      by: { type: "string" },
      format: { type: "string" },
      funnel: { type: "boolean" },
    },
    async run({ values, db, io }) {
      const by = oneOf("--by", values.by ?? "page", REPORT_BY, "report");
      const format = oneOf(
        "--format",
        values.format ?? "table",
        ["table", "csv", "json", "html"] as const,
        "report",
      );
      const since = sinceArg(values.since, "report");
      if (values.funnel) {
        if (format === "html") {
          throw new UsageError(
            "--funnel is for table, csv or json: the HTML report always holds the funnel.",
            "report",
          );
        }
        io.out(funnelOutput(await funnelReport(db, { since }), format, since));
        return 0;
      }
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
            funnel: await funnelReport(db, { since }),
            vitals: await vitalsReport(db),
          }),
        );
        return 0;
      }
      const report = await inquiryReport(db, { since, by });
      if (format === "json") {
        const { rows, ...rest } = report;
        const keyed = rows.map(({ key, ...r }) => ({ [by]: key, ...r }));
        const funnel = funnelJson(await funnelReport(db, { since }));
        const vitals = await vitalsReport(db);
        io.out(
          `${JSON.stringify({ since: since ?? null, by, rows: keyed, ...rest, funnel, vitals }, null, 2)}\n`,
        );
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
            "downloads",
          ]),
        );
        const failed = report.webhookFailures.length + report.mailFailures.length;
        if (failed) {
          io.err(
            `${report.webhookFailures.length} webhook deliver${report.webhookFailures.length === 1 ? "y" : "ies"} given up on and ${report.mailFailures.length} message(s) not sent: npm run inquiries -- report lists them.\n`,
          );
        }
      } else {
        const sinceDay = typeof values.since === "string" ? values.since : undefined;
        io.out(reportTable(report, by, sinceDay));
        io.out(`\n${funnelLines(await funnelReport(db, { since }), sinceDay).join("\n")}\n`);
        io.out(`\n${vitalsLines(await vitalsReport(db)).join("\n")}\n`);
      }
      return 0;
    },
  },
  retry: {
    summary: "put failed deliveries (mail and webhook) back in the queue",
    usage: "npm run inquiries -- retry --id ID | --failed",
    details:
      "  --id ID              the failed deliveries of that inquiry (its id, as an alert or report names it)\n  --failed             every failed delivery\n\nEach goes again at once, with the whole retry schedule (3 days) ahead of it; the running\nserver sends it within seconds. Failing again raises a new alert.",
    options: { id: { type: "string" }, failed: { type: "boolean" } },
    async run({ values, db, io }) {
      const id = typeof values.id === "string" ? values.id.trim() : "";
      if (!id === (values.failed !== true)) {
        throw new UsageError("Give either --id ID or --failed.", "retry");
      }
      const n = await requeueFailed(db, id ? { id } : { all: true });
      const total = n.mail + n.webhook;
      if (!total) {
        io.out(
          id
            ? `No failed delivery for ${id}: nothing queued.\n`
            : "No failed delivery: nothing queued.\n",
        );
        return id ? 1 : 0;
      }
      io.out(
        `Queued again: ${n.mail} message(s) and ${n.webhook} webhook deliver${n.webhook === 1 ? "y" : "ies"}; the running server sends them within seconds.\n`,
      );
      return 0;
    },
  },
  dismiss: {
    summary:
      "end a delivery that will never succeed (a visitor's address that does not exist), with why",
    usage: 'npm run inquiries -- dismiss ID --why "REASON" [--by NAME] [--queue mail|webhook]',
    details: `  ID                   the delivery's id (report lists it), or its inquiry's when that inquiry
                       has one undelivered delivery
  --why REASON         why it will never succeed (kept with it, shown by report)
  --by NAME            who dismissed it (default: the user running the command)
  --queue mail|webhook only that queue's deliveries of the id (a webhook delivery's id is its
                       inquiry's)

A failed or still-retrying delivery ends at once: never sent again, no longer failed or
overdue, so its alert and gauges clear at the running server's next check (30 s). A delivery
being sent at this moment is left to its attempt; run it again in a minute. retry does not take
a dismissed delivery back.`,
    options: {
      why: { type: "string" },
      by: { type: "string" },
      queue: { type: "string" },
    },
    positionals: ["ID"],
    async run({ positionals, values, db, io }) {
      const [id] = positionals;
      if (!id) throw new UsageError("Give the id of the delivery to dismiss.", "dismiss");
      const why = typeof values.why === "string" ? values.why.trim() : "";
      if (!why)
        throw new UsageError(
          '--why "REASON" is required: it is kept with the delivery.',
          "dismiss",
        );
      if (why.length > WHY_MAX)
        throw new UsageError(`--why takes ${WHY_MAX} characters at most.`, "dismiss");
      const queue =
        values.queue === undefined
          ? undefined
          : oneOf("--queue", values.queue, ["mail", "webhook"] as const, "dismiss");
      const by = (typeof values.by === "string" && values.by.trim()) || whoRuns();
      const result = await dismissDelivery(db, id, { by, why, queue });
      const line = (d: DeliveryRef) =>
        `  ${d.id}  ${d.queue} ${d.kind}${d.inquiryId && d.inquiryId !== d.id ? ` of ${d.inquiryId}` : ""}  ${d.status}, ${d.attempts} attempt(s)\n`;
      switch (result.outcome) {
        case "dismissed":
          io.out(
            `Dismissed ${result.delivery.queue} ${result.delivery.kind} ${result.delivery.id} (${result.delivery.attempts} attempt(s)) by ${by}: never sent again, no longer counted as failed or overdue.\n`,
          );
          return 0;
        case "several":
          io.err(
            `${id} names ${result.deliveries.length} undelivered deliveries; dismiss one by its own id (or --queue):\n`,
          );
          for (const d of result.deliveries) io.err(line(d));
          return 1;
        case "sending":
          io.err(`${result.delivery.id} is being sent right now: run this again in a minute.\n`);
          return 1;
        default:
          if (result.done.length) {
            io.out(`Nothing undelivered for ${id}: nothing dismissed.\n`);
            for (const d of result.done) io.out(line(d));
            return 0;
          }
          io.err(
            `No delivery or inquiry has the id ${id} (npm run inquiries -- report lists failed ones).\n`,
          );
          return 1;
      }
    },
  },
  migrate: {
    summary:
      "bring the database up to date and say which migrations it has (a rolling deploy's first step)",
    usage: "npm run inquiries -- migrate",
    details:
      "Opening the store applies every migration this build knows (each instance also does so as it\nstarts; several at once wait on one lock). Run it once before replacing instances one at a\ntime: migrations only add, so instances of the previous build keep working meanwhile, and\nthe previous build still starts on the result (a rollback). Migrations of a newer release are\nnamed as such.",
    options: {},
    async run({ db, io }) {
      const names = await appliedMigrations(db.kysely);
      const newer = await newerMigrations(db.kysely);
      io.out(
        `Up to date: ${names.length} migrations applied, the newest ${names.at(-1) ?? "none"}.\n`,
      );
      // After a rollback: the database is ahead of this build, which runs on it (ADR 5).
      if (newer.length) {
        io.out(
          `${newer.length} of them from a newer release, which this build runs on: ${newer.join(", ")}.\n`,
        );
      }
      return 0;
    },
  },
  subscribers: {
    summary:
      "who gets the newsletter now (confirmed), each with their unsubscribe link; how many wait to confirm",
    usage: "npm run inquiries -- subscribers [--format csv|json]",
    details:
      "  --format csv|json    a file for the mail tool (with unsubscribe links); without it, a list to read\n\nDouble opt-in: a sign-up is listed once its e-mail's link is pressed (confirmed_at); one\nnever confirmed is erased after 7 days. Sign-ups from before double opt-in have no confirmed_at.",
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
      if (format) {
        writeRows(io, format, rows, [
          "email",
          "subscribed_at",
          "unsubscribe_url",
          "confirmed_at",
          "consent_version",
        ]);
      } else {
        for (const r of rows) {
          const before = r.confirmed_at
            ? ""
            : "  (signed up before double opt-in: no confirmation)";
          io.out(`${r.subscribed_at}  ${r.email}${before}\n`);
        }
        const waiting = await countPending(db);
        io.out(
          `${rows.length} subscriber${rows.length === 1 ? "" : "s"} confirmed; ${waiting} sign-up${waiting === 1 ? "" : "s"} waiting for confirmation\n`,
        );
      }
      return 0;
    },
  },
  backup: {
    summary: "a consistent copy of the database, taken while the site serves",
    usage: "npm run inquiries -- backup FILE",
    details: `  FILE                 where to write it (replaced whole once the copy is complete and checked)

SQLite (DATABASE_URL unset): an online copy of DATA_DIR/h2.sqlite, one self-contained file.
PostgreSQL: pg_dump --format=custom --exclude-table-data='*.rate_limits'
--exclude-table-data='*.rate_limit_salts' --file FILE "$DATABASE_URL" (pg_dump on the PATH, of
the server's major version or newer; without it, the command is printed to run elsewhere).
Neither holds the rate limit's keys or salts. Restore it with: npm run inquiries -- restore FILE`,
    options: {},
    positionals: ["FILE"],
    store: false,
    async run({ positionals, env, source, io }) {
      const [file] = positionals;
      if (!file) throw new UsageError("Give the file to write the backup to.", "backup");
      const copy = await backupStore(env, file, source);
      const size = `${(copy.bytes / 1_048_576).toFixed(1)} MB`;
      const held = copy.counts
        ? `: ${copy.counts.inquiries} inquir${copy.counts.inquiries === 1 ? "y" : "ies"}, mail outbox ${describeOutbox(copy.counts.outbox)}`
        : "";
      io.out(
        `Backed up ${copy.engine === "sqlite" ? "SQLite" : "PostgreSQL"} to ${copy.file} (${size}, as of ${copy.startedAt.toISOString()})${held}.\nRestore it with: npm run inquiries -- restore ${file}\n`,
      );
      return 0;
    },
  },
  restore: {
    summary: "put a backup back as the database (refuses to overwrite one without --force)",
    usage: "npm run inquiries -- restore FILE [--force]",
    details: `  FILE                 a file written by backup (SQLite, or pg_dump's custom format)
  --force              overwrite the database that is there (stop every server first)

SQLite: into DATA_DIR/h2.sqlite. An existing database is refused without --force (a running
server may have it open); with it, the old file is kept beside it as h2.sqlite.replaced-TIME.
PostgreSQL: pg_restore --clean --if-exists --no-owner --no-acl --single-transaction into
DATABASE_URL's database; one that holds inquiries is refused without --force.
Before it serves, the erasure ledger (of the database it replaces, and erasure-ledger.tsv beside
FILE and in BACKUP_DIR) is applied: no one erased since the backup comes back.
Start the server afterwards: the restored queued mail and webhooks are sent.`,
    options: { force: { type: "boolean" } },
    positionals: ["FILE"],
    store: false,
    async run({ positionals, values, env, source, io }) {
      const [file] = positionals;
      if (!file) throw new UsageError("Give the backup file to restore.", "restore");
      const done = await restoreStore(env, file, {
        force: values.force === true,
        childEnv: source,
      });
      const n = done.counts.inquiries;
      io.out(
        `Restored ${file} into ${done.target}: ${n} inquir${n === 1 ? "y" : "ies"}, mail outbox ${describeOutbox(done.counts.outbox)}.\n`,
      );
      if (done.keptAs) io.out(`The database that was there is kept as ${done.keptAs}.\n`);
      io.out(
        `Erasure ledger applied (${done.ledger.entries} erased address(es) known): ${done.ledger.erased} of them were in the backup and are erased again.\n`,
      );
      io.out("Start the server: it sends the queued mail and webhooks.\n");
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

Reads DATABASE_URL and DATA_DIR like the server. In the production image, where npm's scripts
are not: node build/server/inquiries.mjs COMMAND [options] (docs/owner-cli.md).`;

function commandHelp(name: string): string {
  const c = COMMANDS[name]!;
  return `Usage: ${c.usage}\n\n${c.summary[0]!.toUpperCase()}${c.summary.slice(1)}.\n\n${c.details}\n`;
}

/** Who is at the keyboard, for a dismissal's record (a container's user may have no name). */
function whoRuns(): string {
  try {
    return userInfo().username || "unknown";
  } catch {
    return "unknown";
  }
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

const REQUEST_COLUMNS: (Exclude<keyof CaseStudyRequest, "link_hash"> | "origin")[] = [
  "id",
  "received_at",
  "study",
  "study_title",
  "name",
  "email",
  "company",
  "source",
  ...ATTRIBUTION_KEYS,
  "origin",
  "link_expires_at",
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

/** Case-study PDF downloads by study, landing page and source. */
function downloadsTable(report: InquiryReport): string[] {
  if (report.downloads.length === 0) return ["Case-study downloads: none"];
  const head = ["study", "landing page", "source", "downloads"];
  const body = report.downloads.map((d) => [
    d.study,
    d.landing_page,
    d.source,
    String(d.downloads),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [
    "Case-study downloads by study, landing page and source (counted without cookies):",
    pad(head, widths),
    ...body.map((r) => pad(r, widths)),
  ];
}

/** The funnel's rows keyed by what they are: a channel, a landing page. */
function funnelJson(funnel: FunnelReport) {
  return {
    channels: funnel.channels.map(({ key, ...r }) => ({ channel: key, ...r })),
    landing_pages: funnel.landing_pages.map(({ key, ...r }) => ({ landing_page: key, ...r })),
    total: funnel.total,
  };
}

const FUNNEL_COLUMNS = [
  "by",
  "key",
  "landing_views",
  "inquiries",
  "inquiry_rate",
  "booked",
  "booking_rate",
  "cancelled",
  "median_seconds_to_booking",
] as const;

/** `report --funnel`: the funnel alone; as CSV, one row per channel, landing page and the total. */
function funnelOutput(funnel: FunnelReport, format: "table" | "csv" | "json", since?: string) {
  if (format === "json") {
    return `${JSON.stringify({ since: since ?? null, ...funnelJson(funnel) }, null, 2)}\n`;
  }
  if (format === "table") return `${funnelLines(funnel, since?.slice(0, 10)).join("\n")}\n`;
  const rows = [
    ...funnel.channels.map((r) => ({ by: "channel", ...r })),
    ...funnel.landing_pages.map((r) => ({ by: "landing", ...r })),
    { by: "total", key: "total", ...funnel.total },
  ];
  return toCsv(rows, [...FUNNEL_COLUMNS]);
}

function reportTable(report: InquiryReport, by: ReportBy, since?: string): string {
  const head = [
    REPORT_HEADS[by],
    "views",
    "visits",
    "inquiries",
    "conversion",
    "possible spam",
    "consent ticked",
    "downloads",
  ];
  const line = (key: string, r: Omit<ReportRow, "key">) => [
    key,
    r.views,
    r.visits,
    r.inquiries,
    percent(r.conversion),
    r.possible_spam,
    r.marketing_consent,
    r.downloads,
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
  lines.push(...downloadsTable(report), "");
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
        `  ${m.created_at}  ${m.id}  ${m.kind} to ${m.to_address}  "${m.subject}"  ${m.attempts} attempt(s)  ${m.last_error ?? ""}`,
      );
    }
    lines.push(
      "  Never to succeed (no such address)? npm run inquiries -- dismiss ID --why REASON",
    );
  } else lines.push("Mail that could not be sent: none");
  const dismissed = report.dismissed;
  if (dismissed.length) {
    lines.push(`Dismissed, never to be sent (${dismissed.length}):`);
    for (const d of dismissed) {
      lines.push(
        `  ${d.created_at}  ${d.id}  ${d.kind}${d.inquiryId && d.inquiryId !== d.id ? ` of ${d.inquiryId}` : ""}  dismissed ${d.dismissed_at} by ${d.dismissed_by}: ${d.dismissed_why}`,
      );
    }
  }
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
    const base = { values: parsed.values, positionals: parsed.positionals, env, io, source };
    if (command.store === false) {
      const ctx: Context = {
        ...base,
        get db(): Db {
          throw new Error(`${first} reaches the database by itself`);
        },
      };
      return (await command.run(ctx)) ?? 0;
    }
    const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      return (await command.run({ ...base, db })) ?? 0;
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

// Run as a program (tsx, or node on the compiled build/server/inquiries.mjs), not imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
