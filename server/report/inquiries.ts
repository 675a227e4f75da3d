import { sourceKey } from "@lib/attribution";
import { attributionOf } from "../attribution/columns";
import { listInquiries } from "../contact/repository";
import type { Db } from "../db/connect";
import type { Inquiry } from "../db/schema";
import { type DownloadCount, listDownloadCounts } from "../downloads/repository";
import { listUnsent } from "../mail/outbox";
import { listDismissed } from "../outbox/dismiss";
import { isHoneypotCatch } from "../shared/spam-verdict";
import { weekOf } from "../shared/week";
import { listViewCounts, type ViewCount } from "../views/repository";
import { listGivenUp } from "../webhook/outbox";

export const REPORT_BY = ["page", "landing", "source", "campaign", "week"] as const;
export type ReportBy = (typeof REPORT_BY)[number];

export interface ReportRow {
  /**
   * The page the form was on, the visit's landing page, its source (utm_source, else the
   * referring host), its campaign, or the Monday (UTC) that starts the week.
   */
  key: string;
  /** Page views counted (of that page; from that source or campaign; in that week). */
  views: number;
  /** Visits: views that were the first page of a visit. */
  visits: number;
  /** Genuine inquiries (released ones included). */
  inquiries: number;
  /**
   * Inquiries ÷ views of the page (by page), else inquiries ÷ visits; null when nothing was
   * counted to divide by.
   */
  conversion: number | null;
  /** Flagged but not honeypot catches: sales saw them, marked. */
  possible_spam: number;
  /** Genuine inquiries with the insights box ticked. */
  marketing_consent: number;
  /** Case-study PDFs downloaded (by page: from a link on that page). */
  downloads: number;
}

/** Downloads of one study from one landing page and source, over the report's period. */
export interface DownloadRow {
  study: string;
  landing_page: string;
  source: string;
  downloads: number;
}

/** What the report calls an unknown page, and no campaign. */
const NO_PAGE = "(unknown page)";
const NO_CAMPAIGN = "(none)";

const emptyRow = (key: string): ReportRow => ({
  key,
  views: 0,
  visits: 0,
  inquiries: 0,
  conversion: null,
  possible_spam: 0,
  marketing_consent: 0,
  downloads: 0,
});

/** The row an inquiry counts in. */
function inquiryKey(inquiry: Inquiry, by: ReportBy): string {
  switch (by) {
    case "week":
      return weekOf(inquiry.received_at);
    case "page":
      return inquiry.source ?? NO_PAGE;
    case "landing":
      return inquiry.landing_page ?? NO_PAGE;
    case "source":
      return sourceKey(attributionOf(inquiry));
    case "campaign":
      return inquiry.utm_campaign ?? NO_CAMPAIGN;
  }
}

/** The row a view count counts in. */
function viewKey(view: ViewCount, by: ReportBy): string {
  switch (by) {
    case "week":
      return weekOf(`${view.day}T00:00:00.000Z`);
    case "page":
    case "landing":
      return view.path;
    case "source":
      return sourceKey({
        utm_source: view.utm_source || undefined,
        referrer_host: view.referrer_host || undefined,
      });
    case "campaign":
      return view.utm_campaign || NO_CAMPAIGN;
  }
}

/** The row a download count counts in. */
function downloadKey(d: DownloadCount, by: ReportBy): string {
  switch (by) {
    case "week":
      return weekOf(`${d.day}T00:00:00.000Z`);
    case "page":
      return d.page || NO_PAGE;
    case "landing":
      return d.landing_page || NO_PAGE;
    case "source":
      return d.source || "(direct)";
    case "campaign":
      return d.campaign || NO_CAMPAIGN;
  }
}

/** Downloads by study, landing page and source, most first. */
function downloadsByStudy(counts: DownloadCount[]): DownloadRow[] {
  const rows = new Map<string, DownloadRow>();
  for (const d of counts) {
    const row = {
      study: d.study,
      landing_page: d.landing_page || NO_PAGE,
      source: d.source || "(direct)",
      downloads: 0,
    };
    const key = [row.study, row.landing_page, row.source].join("\u0000");
    const known = rows.get(key) ?? row;
    known.downloads += d.downloads;
    rows.set(key, known);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.downloads - a.downloads ||
      a.study.localeCompare(b.study) ||
      a.landing_page.localeCompare(b.landing_page) ||
      a.source.localeCompare(b.source),
  );
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
  const [inquiries, views, downloadCounts] = await Promise.all([
    listInquiries(db, { since }),
    listViewCounts(db, { since }),
    listDownloadCounts(db, { since }),
  ]);
  const rows = new Map<string, ReportRow>();
  const rowFor = (key: string) => {
    let row = rows.get(key);
    if (!row) {
      row = emptyRow(key);
      rows.set(key, row);
    }
    return row;
  };
  for (const view of views) {
    const row = rowFor(viewKey(view, by));
    row.views += view.views;
    row.visits += view.landings;
  }
  for (const d of downloadCounts) rowFor(downloadKey(d, by)).downloads += d.downloads;
  let honeypotCatches = 0;
  for (const inquiry of inquiries) {
    if (isHoneypotCatch(inquiry.spam_verdict)) {
      honeypotCatches++;
      continue;
    }
    const row = rowFor(inquiryKey(inquiry, by));
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
      filled.push(rows.get(w) ?? emptyRow(w));
    }
    list = filled;
  } else {
    list.sort(
      (a, b) =>
        b.inquiries - a.inquiries ||
        b.views - a.views ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  }
  for (const row of list) row.conversion = conversion(row, by);
  const sums = list.reduce(
    (t, r) => ({
      views: t.views + r.views,
      visits: t.visits + r.visits,
      inquiries: t.inquiries + r.inquiries,
      possible_spam: t.possible_spam + r.possible_spam,
      marketing_consent: t.marketing_consent + r.marketing_consent,
      downloads: t.downloads + r.downloads,
    }),
    { views: 0, visits: 0, inquiries: 0, possible_spam: 0, marketing_consent: 0, downloads: 0 },
  );
  const totals = {
    ...sums,
    conversion: conversion({ ...sums, key: "total", conversion: null }, by),
  };
  const [webhookFailures, mailFailures, dismissed] = await Promise.all([
    listGivenUp(db, { since }),
    listUnsent(db, { since }),
    listDismissed(db, { since }),
  ]);
  return {
    rows: list,
    totals,
    honeypotCatches,
    downloads: downloadsByStudy(downloadCounts),
    webhookFailures,
    mailFailures,
    dismissed,
  };
}

/** Inquiries per view of the form's page (by page), per visit otherwise; null with nothing to divide by. */
function conversion(row: ReportRow, by: ReportBy): number | null {
  const base = by === "page" ? row.views : row.visits;
  return base > 0 ? Math.round((row.inquiries / base) * 10_000) / 10_000 : null;
}

export type InquiryReport = Awaited<ReturnType<typeof inquiryReport>>;
