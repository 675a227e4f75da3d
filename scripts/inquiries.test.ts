import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Attribution } from "../lib/attribution";
import type { BookingTrigger } from "../server/bookings/cal-event";
import { storeBookingChange } from "../server/bookings/repository";
import { saveInquiry } from "../server/contact/repository";
import type { SpamVerdict } from "../server/contact/spam";
import type { Db } from "../server/db/connect";
import { countDownload } from "../server/downloads/repository";
import { postJson, testApp, validInquiry } from "../server/test-support/app";
import { createStore, storeNames, type TestStore } from "../server/test-support/stores";
import { main, toCsv } from "./inquiries";

/** A data folder of this run's own: a shared one may hold a store another branch migrated. */
function scratchDataDir() {
  return mkdtempSync(join(tmpdir(), "h2-cli-"));
}

let store: TestStore;
const cli = (...args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/inquiries.ts", ...args], {
    env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });

beforeAll(async () => {
  store = await createStore("sqlite");
  const db = await store.open();
  const { app } = testApp(db);
  await postJson(app, "/api/contact", {
    ...validInquiry(),
    marketing_consent: true,
    email: "keep@acme.io",
    name: "Keep Me",
  });
  await postJson(app, "/api/contact", {
    ...validInquiry(),
    marketing_consent: true,
    email: "Erase@Acme.io",
    company: "=HYPERLINK(1)",
  });
  // A case study asked for by e-mail, from a LinkedIn campaign, and a bot's (left out).
  const study = "fernway-bank-bangalore-engineering-centre";
  const pdf = Buffer.from("%PDF-1.3\n%%EOF\n");
  const files = {
    open: new Map(),
    gated: new Map([[study, { body: pdf, version: "1", etag: '"1"' }]]),
  };
  const requests = testApp(db, {}, { studyFiles: files }).app;
  for (const [email, website] of [
    ["ines@harbour.io", ""],
    ["bot@harbour.io", "filled"],
  ] as const) {
    await postJson(requests, "/api/case-study-requests", {
      name: "Ines Okafor",
      email,
      company: "=Harbour Pay",
      study,
      idempotency_key: crypto.randomUUID(),
      website,
      source: `/case-studies/${study}/download`,
      attribution: {
        landing_page: "/dedicated-team",
        utm_source: "linkedin",
        utm_campaign: "q4-cto",
      },
    });
  }
  await postJson(app, "/api/newsletter", { email: "reader@globex.io" });
  await postJson(app, "/api/newsletter", { email: "left@globex.io" });
  // Double opt-in: each presses the link its e-mail carries; one more signs up and never does.
  const asks = await db.kysely
    .selectFrom("outbox")
    .select("text_body")
    .where("kind", "=", "newsletter-confirm")
    .execute();
  for (const { text_body } of asks) {
    const link = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(text_body)![0];
    await app.request(link, { method: "POST" });
  }
  await postJson(app, "/api/newsletter", { email: "waiting@globex.io" });
  await db.kysely
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed" })
    .where("email", "=", "left@globex.io")
    .execute();
  await db.close();
});
afterAll(async () => {
  await store.cleanup();
});

describe("owner CLI", () => {
  it("lists and exports inquiries", () => {
    expect(cli("list")).toMatch(/Keep Me <keep@acme\.io>[\s\S]*2 inquiries/);
    const rows = JSON.parse(cli("export", "--format", "json")) as { email: string }[];
    expect(rows.map((r) => r.email).sort()).toEqual(["Erase@Acme.io", "keep@acme.io"]);
    const csv = cli("export", "--format", "csv");
    expect(csv.split("\r\n")[0]).toBe(
      "id,received_at,name,email,phone,company,message,marketing_consent,source,spam_verdict,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_seen,origin",
    );
    expect(csv).toContain("'=HYPERLINK(1)"); // formula neutralised
  });

  it("erases one person's inquiries and mail, case-insensitively, and nothing else", () => {
    expect(cli("erase", "--email", "erase@acme.io")).toMatch(
      // The box ticked and confirmed: the e-mail that asked, and the welcome, too.
      /Erased 1 inquiry, 4 queued or sent message/,
    );
    const rows = JSON.parse(cli("export", "--format", "json")) as { email: string }[];
    expect(rows.map((r) => r.email)).toEqual(["keep@acme.io"]);
  });

  it("lists and exports case studies asked for by e-mail, with their source; erases them on request", () => {
    const listed = cli("requests");
    expect(listed).toContain(
      'Ines Okafor <ines@harbour.io>  =Harbour Pay  asked for "Fernway Bank: from a 12-person pilot to a 450+ person engineering centre"  from LinkedIn · campaign q4-cto · landed on /dedicated-team',
    );
    expect(listed).not.toContain("bot@harbour.io");
    expect(listed).toMatch(/\n1 case-study request\n$/);
    expect(cli("requests", "--source", "google")).toBe("0 case-study requests\n");
    const rows = JSON.parse(cli("requests", "--format", "json")) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        email: "ines@harbour.io",
        study: "fernway-bank-bangalore-engineering-centre",
        utm_source: "linkedin",
        origin: expect.stringMatching(/^LinkedIn · campaign q4-cto/),
      }),
    ]);
    expect(rows[0]).not.toHaveProperty("link_hash");
    const csv = cli(
      "requests",
      "--format",
      "csv",
      "--study",
      "fernway-bank-bangalore-engineering-centre",
    );
    expect(csv.split("\r\n")[0]).toBe(
      "id,received_at,study,study_title,name,email,company,source,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_seen,origin,link_expires_at",
    );
    expect(csv).toContain("'=Harbour Pay"); // formula neutralised
    expect(cli("erase", "--email", "INES@harbour.io")).toMatch(
      /2 queued or sent message\(s\), 0 webhook delivery record\(s\), 0 newsletter subscription\(s\), 1 case-study request\(s\) and 0 booked call\(s\)/,
    );
    expect(cli("requests")).toBe("0 case-study requests\n");
  });

  it("lists and exports who is subscribed now (confirmed), each with their unsubscribe link", () => {
    const listed = cli("subscribers");
    expect(listed).toContain("reader@globex.io");
    expect(listed).toContain("keep@acme.io"); // ticked the contact form's box, and confirmed
    expect(listed).not.toContain("left@globex.io");
    expect(listed).not.toContain("waiting@globex.io");
    expect(listed).toMatch(/\n2 subscribers confirmed; 1 sign-up waiting for confirmation\n$/);
    const rows = JSON.parse(cli("subscribers", "--format", "json")) as {
      email: string;
      subscribed_at: string;
      unsubscribe_url: string;
    }[];
    const reader = rows.find((r) => r.email === "reader@globex.io");
    expect(reader).toMatchObject({
      confirmed_at: expect.stringMatching(/^\d{4}-/),
      consent_version: "newsletter-2026-12-03",
    });
    expect(reader?.unsubscribe_url).toMatch(/\/api\/newsletter\/unsubscribe\?token=[\w-]{16,}$/);
    expect(rows.some((r) => r.email === "left@globex.io")).toBe(false);
    const csv = cli("subscribers", "--format", "csv").split("\r\n");
    expect(csv[0]).toBe("email,subscribed_at,unsubscribe_url,confirmed_at,consent_version");
    expect(csv.filter((l) => l.startsWith("reader@globex.io,"))).toHaveLength(1);
    expect(() => cli("subscribers", "--format", "xml")).toThrow(/--format must be csv or json/);
  });

  it("refuses bad arguments with usage and exit code 2", () => {
    expect(() => cli("export", "--format", "xml")).toThrow(/--format must be csv or json/);
    expect(() => cli("frobnicate")).toThrow(/Usage/);
  });

  it("releases a flagged inquiry from the command line: the confirmation is queued once", async () => {
    const db = await store.open();
    const { app } = testApp(db);
    const res = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email: "quick@acme.io",
      elapsed_ms: 50,
    });
    const { id } = (await res.json()) as { id: string };
    expect(cli("list", "--spam")).toContain(`${id}  Priya Shah <quick@acme.io>`);
    expect(cli("release", id)).toMatch(
      /Released inquiry .* \(was too_fast\)\. Queued: confirmation;/,
    );
    expect(cli("release", id)).toMatch(/not flagged as spam .*nothing sent/);
    expect(cli("list", "--spam")).not.toContain(id);
    const mail = await db.kysely
      .selectFrom("outbox")
      .select("kind")
      .where("inquiry_id", "=", id)
      .orderBy("kind")
      .execute();
    expect(mail.map((m) => m.kind)).toEqual(["confirmation", "sales-notice"]);
    await db.close();
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    const csv = toCsv(
      [
        {
          id: "1",
          idempotency_key: "k",
          name: "A",
          email: "a@acme.io",
          phone: null,
          company: "Acme",
          message: 'He said "hi",\nthen left',
          marketing_consent: 0,
          source: null,
          user_agent: null,
          spam_verdict: "ok",
          received_at: "2026-01-01T00:00:00.000Z",
        },
      ],
      ["id", "message"],
    );
    expect(csv).toContain('"He said ""hi"",\nthen left"');
  });
});

/** Runs the CLI as a real process: its exit code and both streams, never throwing. */
function run(
  args: string[],
  command = [process.execPath, "--import", "tsx", "scripts/inquiries.ts"],
) {
  const [bin, ...pre] = command;
  const r = spawnSync(bin!, [...pre, ...args], {
    env: { ...process.env, DATA_DIR: scratchDataDir(), DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs main() in this process, capturing what it writes. */
async function runIn(args: string[], env: Record<string, string | undefined> = {}) {
  let stdout = "";
  let stderr = "";
  const code = await main(
    args,
    {
      out: (t) => {
        stdout += t;
      },
      err: (t) => {
        stderr += t;
      },
    },
    env,
  );
  return { code, stdout, stderr };
}

const STACK = /^\s+at .+:\d+/m;

describe("the CLI's help and bad input", () => {
  // Three CLI starts, one through npm: seconds each on a busy machine.
  it("prints the usage for npm run inquiries -- --help, -h and help (exit 0)", {
    timeout: 60_000,
  }, () => {
    const viaNpm = run(["run", "--silent", "inquiries", "--", "--help"], ["npm"]);
    expect(viaNpm.code).toBe(0);
    expect(viaNpm.stdout).toMatch(/^Usage: npm run inquiries -- COMMAND \[options\]/);
    for (const usage of ["report [--since", "release ID", "list [--since YYYY-MM-DD] [--spam]"]) {
      expect(viaNpm.stdout).toContain(`npm run inquiries -- ${usage}`);
    }
    expect(viaNpm.stderr).not.toMatch(STACK);
    for (const args of [["-h"], ["help"]]) {
      const r = run(args);
      expect(r).toMatchObject({ code: 0, stdout: viaNpm.stdout, stderr: "" });
    }
  });

  it.each([
    [["report", "--help"]],
    [["report", "-h"]],
    [["help", "report"]],
    [["report", "--since", "2026-01-01", "-h"]],
  ])("prints one command's usage for %j", async (args) => {
    const r = await runIn(args);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Usage: npm run inquiries -- report \[--since YYYY-MM-DD\] \[--by page\|landing\|source\|campaign\|week\] \[--format table\|csv\|json\|html\] \[--funnel\]\n/,
    );
    expect(r.stdout).toContain("--by page|landing|source|campaign|week");
    expect(r.stdout).toContain("--funnel             the funnel alone");
  });

  it("explains every command on its own", async () => {
    for (const name of ["list", "export", "erase", "release", "report", "subscribers"]) {
      const r = await runIn(["help", name]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: npm run inquiries -- ${name}`));
    }
  });

  it("answers an unknown command with one line and the usage, exit 2, no stack trace (a real process)", () => {
    const r = run(["frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")[0]).toBe('Unknown command "frobnicate".');
    expect(r.stderr).toContain("Usage: npm run inquiries -- COMMAND");
    expect(r.stderr).not.toMatch(STACK);
  });

  it("answers an unknown option with one line and that command's usage, exit 2 (a real process)", () => {
    const r = run(["report", "--colour"]);
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n")[0]).toBe('Unknown option "--colour" for report.');
    expect(r.stderr).toContain("Usage: npm run inquiries -- report");
    expect(r.stderr).not.toMatch(STACK);
  });

  it.each([
    [[], "Choose a command."],
    [["help", "nope"], 'Unknown command "nope".'],
    [["--since", "2026-01-01"], 'Put the command before "--since".'],
    [["list", "-x"], 'Unknown option "-x" for list.'],
    [["erase", "--format", "csv"], 'Unknown option "--format" for erase.'],
    [["list", "--since"], "Option --since needs a value."],
    [["list", "--spam=yes"], "Option --spam takes no value."],
    [["list", "extra"], 'Unexpected argument "extra" for list.'],
    [["release"], "Give the id of the inquiry to release."],
    [["release", "a", "b"], 'Unexpected argument "b" for release.'],
    [["report", "--by", "month"], "--by must be page or landing or source or campaign or week."],
    [["report", "--format", "xml"], "--format must be table or csv or json or html."],
    [["report", "--since", "yesterday"], '--since: "yesterday" is not a date (YYYY-MM-DD).'],
    [["erase"], "--email ADDRESS is required."],
  ])("refuses %j: %s (exit 2, then the usage)", async (args, line) => {
    const r = await runIn(args as string[], { DATA_DIR: scratchDataDir() });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")[0]).toBe(line);
    expect(r.stderr).toMatch(/\n\nUsage: npm run inquiries -- /);
  });

  it("says what went wrong without a stack trace when the environment is wrong (exit 1)", async () => {
    const r = await runIn(["list"], { DATABASE_URL: "not a url" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^inquiries list: Invalid environment:\n {2}DATABASE_URL: /);
    expect(r.stderr).not.toMatch(STACK);
  });
});

describe.each(storeNames)("flagged inquiries and the report (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  let env: Record<string, string | undefined>;
  const ids: Record<string, string> = {};
  const deps = { salesEmail: "sales@h2.test", unsubscribeUrl: (t: string) => t, webhook: true };

  async function seed(
    key: string,
    at: string,
    source: string | undefined,
    verdict: SpamVerdict,
    consent: boolean,
  ) {
    const saved = await saveInquiry(
      db,
      { ...validInquiry(), name: key, email: `${key}@acme.io`, source, marketing_consent: consent },
      { ...deps, verdict, now: new Date(at) },
    );
    ids[key] = saved.id;
  }

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
    await seed("old", "2026-02-02T10:00:00.000Z", "/contact", "ok", true);
    await seed("a", "2026-03-02T10:00:00.000Z", "/contact", "ok", true);
    await seed("b", "2026-03-03T10:00:00.000Z", "/contact", "ok", false);
    await seed("c", "2026-03-04T10:00:00.000Z", "/dedicated-team", "ok", true);
    await seed("fast", "2026-03-05T10:00:00.000Z", "/contact", "too_fast", true);
    await seed("d", "2026-03-16T10:00:00.000Z", "/pricing", "ok", false);
    await seed("bot", "2026-03-17T10:00:00.000Z", "/contact", "honeypot_filled", true);
    await seed("e", "2026-03-18T10:00:00.000Z", undefined, "ok", false);
    // Case-study PDFs: two from a LinkedIn visit's link on /dedicated-team, one opened directly.
    const fromLinkedIn = {
      study: "fernway-bank-bangalore-engineering-centre",
      page: "/dedicated-team",
      landing_page: "/dedicated-team",
      source: "linkedin",
      campaign: "q4-cto",
    };
    await countDownload(db, fromLinkedIn, new Date("2026-03-03T11:00:00.000Z"));
    await countDownload(db, fromLinkedIn, new Date("2026-03-04T09:00:00.000Z"));
    await countDownload(
      db,
      {
        study: "tallyfold-open-banking-platform",
        page: "",
        landing_page: "",
        source: "(direct)",
        campaign: "",
      },
      new Date("2026-03-17T08:00:00.000Z"),
    );
    // One delivery the receiver refused, one message SMTP never took.
    await db.kysely
      .updateTable("webhook_outbox")
      .set({ status: "failed", attempts: 1, last_error: "HTTP 400" })
      .where("inquiry_id", "=", ids.c!)
      .execute();
    await db.kysely
      .updateTable("outbox")
      .set({ status: "failed", attempts: 12, last_error: "550 mailbox unavailable" })
      .where("inquiry_id", "=", ids.d!)
      .where("kind", "=", "confirmation")
      .execute();
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("lists the flagged ones with --spam, each with the id to release it by", async () => {
    const r = await runIn(["list", "--spam"], env);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toBe(
      `2026-03-05T10:00:00.000Z  ${ids.fast}  fast <fast@acme.io>  Acme Ltd  [spam: too_fast]`,
    );
    expect(lines[1]).toContain(`${ids.bot}  bot <bot@acme.io>  Acme Ltd  [spam: honeypot_filled]`);
    expect(lines.slice(2)).toEqual([
      "2 flagged inquiries",
      "A genuine one? npm run inquiries -- release ID",
    ]);
  });

  it("counts genuine inquiries by page, possible spam apart, honeypot catches left out, and lists what failed", async () => {
    const r = await runIn(["report"], env);
    expect(r.code).toBe(0);
    const table = r.stdout.split("\n");
    expect(table[0]).toBe(
      "Inquiries by page: genuine ones counted, possible spam apart, 1 honeypot catch(es) left out. Conversion: inquiries per view of the page.",
    );
    expect(table.slice(2, 8)).toEqual([
      "page             views  visits  inquiries  conversion  possible spam  consent ticked  downloads",
      "/contact             0       0          3           —              1               2          0",
      "(unknown page)       0       0          1           —              0               0          1",
      "/dedicated-team      0       0          1           —              0               1          2",
      "/pricing             0       0          1           —              0               0          0",
      "total                0       0          6           —              1               3          3",
    ]);
    expect(table.slice(9, 13)).toEqual([
      "Case-study downloads by study, landing page and source (counted without cookies):",
      "study                                         landing page    source  downloads",
      "fernway-bank-bangalore-engineering-centre  /dedicated-team  linkedin          2",
      "tallyfold-open-banking-platform             (unknown page)  (direct)          1",
    ]);
    expect(r.stdout).toContain("Webhook deliveries given up on (1): enter these by hand");
    expect(r.stdout).toMatch(new RegExp(`${ids.c}  c <c@acme\\.io>  1 attempt\\(s\\)  HTTP 400`));
    expect(r.stdout).toContain("Mail that could not be sent (1): send these by hand");
    expect(r.stdout).toMatch(
      /confirmation to d@acme\.io .* 12 attempt\(s\) {2}550 mailbox unavailable/,
    );
  });

  it("counts by week since a day, quiet weeks included, as CSV (what failed on stderr)", async () => {
    const r = await runIn(
      ["report", "--by", "week", "--since", "2026-03-02", "--format", "csv"],
      env,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        "week,views,visits,inquiries,conversion,possible_spam,marketing_consent,downloads",
        "2026-03-02,0,0,3,,1,2,2",
        "2026-03-09,0,0,0,,0,0,0",
        "2026-03-16,0,0,2,,0,0,1",
        "",
      ].join("\r\n"),
    );
    expect(r.stderr).toBe(
      "1 webhook delivery given up on and 1 message(s) not sent: npm run inquiries -- report lists them.\n",
    );
  });

  it("gives everything as JSON, and --since leaves out what came before", async () => {
    const r = await runIn(["report", "--format", "json", "--since", "2026-03-10"], env);
    const report = JSON.parse(r.stdout) as {
      since: string;
      by: string;
      rows: { page: string; inquiries: number }[];
      totals: object;
      honeypotCatches: number;
      downloads: object[];
      webhookFailures: { inquiry_id: string; email: string; last_error: string }[];
      mailFailures: { kind: string; to_address: string }[];
    };
    expect(report.since).toBe("2026-03-10T00:00:00.000Z");
    expect(report.by).toBe("page");
    const none = { views: 0, visits: 0, conversion: null, possible_spam: 0, marketing_consent: 0 };
    expect(report.rows).toEqual([
      { page: "(unknown page)", inquiries: 1, ...none, downloads: 1 },
      { page: "/pricing", inquiries: 1, ...none, downloads: 0 },
    ]);
    expect(report.totals).toEqual({ inquiries: 2, ...none, downloads: 1 });
    expect(report.downloads).toEqual([
      {
        study: "tallyfold-open-banking-platform",
        landing_page: "(unknown page)",
        source: "(direct)",
        downloads: 1,
      },
    ]);
    expect(report.honeypotCatches).toBe(1);
    // The refused delivery was queued on 4 March: before --since.
    expect(report.webhookFailures).toEqual([]);
    expect(report.mailFailures).toMatchObject([{ kind: "confirmation", to_address: "d@acme.io" }]);
    const all = JSON.parse(
      (await runIn(["report", "--format", "json"], env)).stdout,
    ) as typeof report;
    expect(all.webhookFailures).toMatchObject([
      { inquiry_id: ids.c, email: "c@acme.io", last_error: "HTTP 400" },
    ]);
  });

  it("releases once: the confirmation is queued, a second release does nothing, an unknown id exits 1", async () => {
    const first = await runIn(["release", ids.fast!], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /Released inquiry .* from fast@acme\.io \(was too_fast\)\. Queued: confirmation;/,
    );
    const second = await runIn(["release", ids.fast!], env);
    expect(second).toMatchObject({ code: 0, stderr: "" });
    expect(second.stdout).toMatch(/nothing sent/);
    const confirmations = await db.kysely
      .selectFrom("outbox")
      .select("to_address")
      .where("inquiry_id", "=", ids.fast!)
      .where("kind", "=", "confirmation")
      .execute();
    expect(confirmations).toEqual([{ to_address: "fast@acme.io" }]);
    const missing = await runIn(["release", "no-such-id"], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^No inquiry has the id no-such-id/);
    // Released, it counts as genuine now.
    const csv = (await runIn(["report", "--format", "csv"], env)).stdout;
    expect(csv.split("\r\n")[1]).toBe("/contact,0,0,4,,0,3,0");
  });
});

describe.each(storeNames)("attribution and conversion in the CLI (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  let env: Record<string, string | undefined>;
  const deps = { salesEmail: "sales@h2.test", unsubscribeUrl: (t: string) => t, webhook: false };

  async function seed(
    key: string,
    at: string,
    source: string,
    attribution: Attribution,
    verdict: SpamVerdict = "ok",
  ) {
    await saveInquiry(
      db,
      { ...validInquiry(), name: key, email: `${key}@acme.io`, source, marketing_consent: false },
      { ...deps, verdict, attribution, now: new Date(at) },
    );
  }

  const linkedin = {
    landing_page: "/dedicated-team",
    referrer_host: "www.linkedin.com",
    utm_source: "linkedin",
    utm_campaign: "q4-cto",
    pages_seen: 4,
  };

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
    // Week of 2 March: two LinkedIn inquiries, one from Google; week of 9 March: one direct.
    await seed("li1", "2026-03-02T10:00:00.000Z", "/contact", linkedin);
    await seed("li2", "2026-03-04T10:00:00.000Z", "/dedicated-team", {
      ...linkedin,
      pages_seen: 2,
    });
    await seed("goo", "2026-03-05T10:00:00.000Z", "/contact", {
      landing_page: "/blog",
      referrer_host: "www.google.com",
      pages_seen: 3,
    });
    await seed("dir", "2026-03-10T10:00:00.000Z", "/contact", {});
    await seed("spam", "2026-03-10T11:00:00.000Z", "/contact", linkedin, "too_fast");
    const view = (
      day: string,
      path: string,
      views: number,
      landings: number,
      from: "linkedin" | "google" | "" = "",
    ) => ({
      day,
      path,
      referrer_host:
        from === "linkedin" ? "www.linkedin.com" : from === "google" ? "www.google.com" : "",
      utm_source: from === "linkedin" ? "linkedin" : "",
      utm_campaign: from === "linkedin" ? "q4-cto" : "",
      views,
      landings,
    });
    await db.kysely
      .insertInto("page_views")
      .values([
        view("2026-03-02", "/dedicated-team", 40, 40, "linkedin"),
        view("2026-03-03", "/contact", 20, 0, "linkedin"),
        view("2026-03-03", "/blog", 30, 30, "google"),
        view("2026-03-04", "/contact", 10, 0, "google"),
        view("2026-03-09", "/", 50, 30),
        view("2026-03-10", "/contact", 20, 0),
      ])
      .execute();
    // Calls: li1's booked 4 minutes after it (found by address), goo's cancelled, and one from
    // the newsletter's link without an inquiry.
    const call = (trigger: BookingTrigger, uid: string, email: string, at: string) =>
      storeBookingChange(
        db,
        {
          trigger,
          uid,
          replaces: null,
          name: "Ada Lovelace",
          email,
          startAt: "2026-03-20T14:00:00.000Z",
          endAt: "2026-03-20T14:30:00.000Z",
          timeZone: "Europe/London",
          inquiryId: null,
          channel: email.startsWith("reader") ? "newsletter" : null,
        },
        { salesEmail: "sales@h2.test", webhook: false },
        new Date(at),
      );
    await call("BOOKING_CREATED", "bk_li1", "li1@acme.io", "2026-03-02T10:04:00.000Z");
    await call("BOOKING_CREATED", "bk_goo", "goo@acme.io", "2026-03-05T11:00:00.000Z");
    await call("BOOKING_CANCELLED", "bk_goo", "goo@acme.io", "2026-03-06T11:00:00.000Z");
    await call("BOOKING_CREATED", "bk_news", "reader@globex.io", "2026-03-12T09:00:00.000Z");
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("lists each inquiry's origin, and filters by source and campaign", async () => {
    const all = await runIn(["list"], env);
    expect(all.stdout).toContain(
      "li1 <li1@acme.io>  Acme Ltd  from LinkedIn · campaign q4-cto · landed on /dedicated-team · sent from /contact after 4 pages",
    );
    expect(all.stdout).toMatch(/dir <dir@acme\.io> {2}Acme Ltd\n/);
    const li = await runIn(["list", "--source", "LinkedIn"], env);
    expect(li.stdout.match(/^\S+ +\S+ +(\w+) </gm)?.length).toBe(3);
    expect(li.stdout).toContain("3 inquiries");
    expect((await runIn(["list", "--source", "google.com"], env)).stdout).toContain("1 inquiry");
    expect((await runIn(["list", "--source", "google"], env)).stdout).toContain("1 inquiry");
    const campaign = await runIn(["list", "--campaign", "q4-cto", "--spam"], env);
    expect(campaign.stdout).toContain("spam <spam@acme.io>");
    expect(campaign.stdout).toContain("1 flagged inquiry");
  });

  it("exports attribution with every inquiry, and filters the export too", async () => {
    const r = await runIn(["export", "--format", "json", "--campaign", "Q4-CTO"], env);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows.map((x) => x.name)).toEqual(["li1", "li2", "spam"]);
    expect(rows[1]).toMatchObject({ ...linkedin, pages_seen: 2, source: "/dedicated-team" });
    expect(rows[0]!.origin).toBe(
      "LinkedIn · campaign q4-cto · landed on /dedicated-team · sent from /contact after 4 pages",
    );
    const csv = (await runIn(["export", "--format", "csv", "--source", "google"], env)).stdout;
    const [head, line] = csv.split("\r\n");
    const cells = Object.fromEntries(head!.split(",").map((h, i) => [h, line!.split(",")[i]]));
    expect(cells).toMatchObject({
      name: "goo",
      landing_page: "/blog",
      referrer_host: "www.google.com",
      utm_source: "",
      pages_seen: "3",
      origin: "Google · landed on /blog · sent from /contact after 3 pages",
    });
  });

  it("reports views, visits, inquiries and conversion by source and campaign", async () => {
    const bySource = await runIn(["report", "--by", "source"], env);
    expect(bySource.stdout.split("\n").slice(2, 7)).toEqual([
      "source      views  visits  inquiries  conversion  possible spam  consent ticked  downloads",
      "linkedin       60      40          2       5.0 %              1               0          0",
      "(direct)       70      30          1       3.3 %              0               0          0",
      "google.com     40      30          1       3.3 %              0               0          0",
      "total         170     100          4       4.0 %              1               0          0",
    ]);
    const csv = (await runIn(["report", "--by", "campaign", "--format", "csv"], env)).stdout;
    expect(csv).toBe(
      [
        "campaign,views,visits,inquiries,conversion,possible_spam,marketing_consent,downloads",
        "(none),110,60,2,0.0333,0,0,0",
        "q4-cto,60,40,2,0.05,1,0,0",
        "",
      ].join("\r\n"),
    );
  });

  it("reports by landing page, by page and by week as JSON", async () => {
    const json = async (by: string) =>
      JSON.parse((await runIn(["report", "--by", by, "--format", "json"], env)).stdout) as {
        rows: Record<string, unknown>[];
        totals: Record<string, unknown>;
      };
    const landing = await json("landing");
    expect(landing.rows).toEqual([
      expect.objectContaining({
        landing: "/dedicated-team",
        visits: 40,
        inquiries: 2,
        conversion: 0.05,
      }),
      expect.objectContaining({ landing: "/blog", visits: 30, inquiries: 1, conversion: 0.0333 }),
      expect.objectContaining({
        landing: "(unknown page)",
        visits: 0,
        inquiries: 1,
        conversion: null,
      }),
      expect.objectContaining({ landing: "/", views: 50, visits: 30, inquiries: 0, conversion: 0 }),
      expect.objectContaining({ landing: "/contact", views: 50, visits: 0, inquiries: 0 }),
    ]);
    const page = await json("page");
    expect(page.rows[0]).toMatchObject({
      page: "/contact",
      views: 50,
      inquiries: 3,
      conversion: 0.06,
    });
    const week = await json("week");
    expect(week.rows).toEqual([
      expect.objectContaining({
        week: "2026-03-02",
        views: 100,
        visits: 70,
        inquiries: 3,
        conversion: 0.0429,
      }),
      expect.objectContaining({
        week: "2026-03-09",
        views: 70,
        visits: 30,
        inquiries: 1,
        conversion: 0.0333,
      }),
    ]);
    expect(week.totals).toMatchObject({ views: 170, visits: 100, inquiries: 4, conversion: 0.04 });
  });

  it("shows the funnel per channel and landing page, with the median time to booking", async () => {
    const r = await runIn(["report", "--since", "2026-03-01"], env);
    const lines = r.stdout.split("\n");
    const at = lines.indexOf(
      "The funnel since 2026-03-01: landing views → inquiries → booked calls.",
    );
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^Landing views: a visit's first page \(counted without cookies/);
    // li1's call was found by its address; goo's was cancelled; the newsletter's had no inquiry.
    expect(lines.slice(at + 3, at + 16)).toEqual([
      "channel     landing views  inquiries  inquiry rate  booked calls  call rate  cancelled  median to booking",
      "linkedin               40          2         5.0 %             1     50.0 %          0              4 min",
      "newsletter              0          0             —             1          —          0                  —",
      "google.com             30          1         3.3 %             0      0.0 %          1                  —",
      "direct                 30          1         3.3 %             0      0.0 %          0                  —",
      "total                 100          4         4.0 %             2     50.0 %          1              4 min",
      "",
      "landing page     landing views  inquiries  inquiry rate  booked calls  call rate  cancelled  median to booking",
      "/dedicated-team             40          2         5.0 %             1     50.0 %          0              4 min",
      "(unknown page)               0          1             —             1    100.0 %          0                  —",
      "/blog                       30          1         3.3 %             0      0.0 %          1                  —",
      "/                           30          0         0.0 %             0          —          0                  —",
      "total                      100          4         4.0 %             2     50.0 %          1              4 min",
    ]);
    // Before the call was booked: nothing booked, nothing timed.
    const before = (await runIn(["report", "--funnel", "--since", "2026-03-13"], env)).stdout;
    expect(before).toMatch(/^total +0 +0 +— +0 +— +0 +—$/m);
  });

  it("gives the funnel in the JSON, and alone as CSV with --funnel", async () => {
    const json = JSON.parse((await runIn(["report", "--format", "json"], env)).stdout) as {
      funnel: { channels: Record<string, unknown>[]; landing_pages: object[]; total: object };
    };
    expect(json.funnel.channels[0]).toEqual({
      channel: "linkedin",
      landing_views: 40,
      inquiries: 2,
      booked: 1,
      cancelled: 0,
      inquiry_rate: 0.05,
      booking_rate: 0.5,
      median_seconds_to_booking: 240,
    });
    expect(json.funnel.landing_pages[0]).toMatchObject({ landing_page: "/dedicated-team" });
    expect(json.funnel.total).toMatchObject({ landing_views: 100, inquiries: 4, booked: 2 });
    const csv = await runIn(["report", "--funnel", "--format", "csv"], env);
    expect(csv.stdout.split("\r\n")).toEqual([
      "by,key,landing_views,inquiries,inquiry_rate,booked,booking_rate,cancelled,median_seconds_to_booking",
      "channel,linkedin,40,2,0.05,1,0.5,0,240",
      "channel,newsletter,0,0,,1,,0,",
      "channel,google.com,30,1,0.0333,0,0,1,",
      "channel,direct,30,1,0.0333,0,0,0,",
      "landing,/dedicated-team,40,2,0.05,1,0.5,0,240",
      "landing,(unknown page),0,1,,1,1,0,",
      "landing,/blog,30,1,0.0333,0,0,1,",
      "landing,/,30,0,0,0,,0,",
      "total,total,100,4,0.04,2,0.5,1,240",
      "",
    ]);
    const html = await runIn(["report", "--funnel", "--format", "html"], env);
    expect(html.code).toBe(2);
    expect(html.stderr.split("\n")[0]).toBe(
      "--funnel is for table, csv or json: the HTML report always holds the funnel.",
    );
  });

  it("writes one self-contained HTML report with its charts and figures as text", async () => {
    const r = await runIn(["report", "--format", "html", "--since", "2026-03-01"], env);
    expect(r.code).toBe(0);
    const html = r.stdout;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(
      "<title>Conversion report, since 2026-03-01: 4 inquiries from 100 visits (170 page views), conversion 4.0 %</title>",
    );
    // Nothing fetched: no script, stylesheet, font, image or other address.
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(|src=|href=/i);
    expect(html.match(/<svg role="img"/g)).toHaveLength(3);
    expect(html).toContain(
      'aria-label="Week of 2026-03-02: 3 inquiries from 70 visits (100 views), conversion 4.3 %"',
    );
    expect(html).toContain('aria-label="LinkedIn: 40 visits, 2 inquiries, conversion 5.0 %"');
    expect(html).toContain('aria-label="/contact: 50 views, 3 inquiries, conversion 6.0 %"');
    for (const caption of [
      "Views, visits and inquiries by week",
      "Views, visits and inquiries by source",
      "Views and inquiries by page",
      "Visits and inquiries by landing page",
      "Visits and inquiries by campaign",
      "Landing views, inquiries and booked calls by channel",
      "Landing views, inquiries and booked calls by landing page",
    ]) {
      expect(html).toContain(`<caption>${caption}</caption>`);
    }
    expect(html).toContain(
      "<p>100 landing views, 4 inquiries, 2 booked calls (1 cancelled); median time to booking 4 min.</p>",
    );
    expect(html).toContain(
      '<tr><th scope="row">LinkedIn</th><td>40</td><td>2</td><td>5.0 %</td><td>1</td><td>50.0 %</td><td>0</td><td>4 min</td></tr>',
    );
  });
});

describe("migrate (a rolling deploy's first step)", () => {
  it("brings a new store up to date and names the newest migration", async () => {
    const r = await runIn(["migrate"], { DATA_DIR: scratchDataDir(), DATABASE_URL: "" });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Up to date: \d+ migrations applied, the newest 0\d{3}_[a-z_]+\.\n$/);
    expect(r.stdout).not.toContain("newest none");
  });
});
