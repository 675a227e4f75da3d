import type { Db } from "../db/connect";
import { listUnsent } from "../mail/outbox";
import { listGivenUp } from "../webhook/outbox";
import { listInquiries } from "./repository";
import { isHoneypotCatch } from "./spam";

export type ReportBy = "page" | "week";

export interface ReportRow {
  /** The source page, or the Monday (UTC) that starts the week. */
  key: string;
  /** Genuine inquiries (released ones included). */
  inquiries: number;
  /** Flagged but not honeypot catches: sales saw them, marked. */
  possible_spam: number;
  /** Genuine inquiries with the insights box ticked. */
  marketing_consent: number;
}

/** The page an inquiry came from, as the report names it. */
const NO_PAGE = "(unknown page)";

/** The Monday that starts the (UTC, ISO) week of an ISO timestamp, as YYYY-MM-DD. */
export function weekOf(iso: string): string {
  const d = new Date(iso);
  const day = (d.getUTCDay() + 6) % 7;
  const monday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
  return new Date(monday).toISOString().slice(0, 10);
}

function nextWeek(week: string): string {
  const d = new Date(`${week}T00:00:00.000Z`);
  return new Date(d.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Which pages (or weeks) bring inquiries: genuine ones counted, possible spam in its own column,
 * honeypot catches left out (bots, not prospects). Weeks run without gaps from the first to the
 * last, so a quiet week shows as 0 rather than vanishing.
 */
export async function inquiryReport(db: Db, { since, by }: { since?: string; by: ReportBy }) {
  const inquiries = await listInquiries(db, { since });
  const rows = new Map<string, ReportRow>();
  let honeypotCatches = 0;
  for (const inquiry of inquiries) {
    if (isHoneypotCatch(inquiry.spam_verdict)) {
      honeypotCatches++;
      continue;
    }
    const key = by === "week" ? weekOf(inquiry.received_at) : (inquiry.source ?? NO_PAGE);
    let row = rows.get(key);
    if (!row) {
      row = { key, inquiries: 0, possible_spam: 0, marketing_consent: 0 };
      rows.set(key, row);
    }
    if (inquiry.spam_verdict === "ok") {
      row.inquiries++;
      if (inquiry.marketing_consent) row.marketing_consent++;
    } else {
      row.possible_spam++;
    }
  }
  let list = [...rows.values()];
  if (by === "week") {
    const weeks = list.map((r) => r.key).sort();
    const first = since ? weekOf(since) : weeks[0];
    const last = weeks.at(-1);
    const filled: ReportRow[] = [];
    for (let w = first; w && last && w <= last; w = nextWeek(w)) {
      filled.push(rows.get(w) ?? { key: w, inquiries: 0, possible_spam: 0, marketing_consent: 0 });
    }
    list = filled;
  } else {
    list.sort((a, b) => b.inquiries - a.inquiries || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  const totals = list.reduce(
    (t, r) => ({
      inquiries: t.inquiries + r.inquiries,
      possible_spam: t.possible_spam + r.possible_spam,
      marketing_consent: t.marketing_consent + r.marketing_consent,
    }),
    { inquiries: 0, possible_spam: 0, marketing_consent: 0 },
  );
  const [webhookFailures, mailFailures] = await Promise.all([
    listGivenUp(db, { since }),
    listUnsent(db, { since }),
  ]);
  return { rows: list, totals, honeypotCatches, webhookFailures, mailFailures };
}

export type InquiryReport = Awaited<ReturnType<typeof inquiryReport>>;
