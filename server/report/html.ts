import { sourceName } from "@lib/attribution";
import { escapeHtml } from "../mail/escape";
import type { VitalsRow } from "../vitals/repository";
import { percent } from "./format";
import type { FunnelReport } from "./funnel";
import { funnelSection } from "./funnel-tables";
import type { InquiryReport, ReportRow } from "./inquiries";
import { vitalsSection } from "./vitals";

/** The reports one HTML file holds, each computed over the same period. */
export interface HtmlReportInput {
  since?: string;
  generatedAt: Date;
  week: InquiryReport;
  source: InquiryReport;
  page: InquiryReport;
  landing: InquiryReport;
  campaign: InquiryReport;
  /** Landing views → inquiries → booked calls, by channel and landing page. */
  funnel: FunnelReport;
  /** The field Core Web Vitals, p75 per route and device for the last 7 and 28 days. */
  vitals?: VitalsRow[];
}

const TOP = 10;
const WIDTH = 640;
const BAR = 22;

/** Vertical bars, one per week: conversion (inquiries per visit). */
function weekChart(rows: ReportRow[]): string {
  const height = 180;
  const max = Math.max(0.0001, ...rows.map((r) => r.conversion ?? 0));
  const step = rows.length ? WIDTH / rows.length : WIDTH;
  const bars = rows
    .map((r, i) => {
      const h = Math.round(((r.conversion ?? 0) / max) * (height - 30));
      const label = `Week of ${r.key}: ${r.inquiries} inquiries from ${r.visits} visits (${r.views} views), conversion ${percent(r.conversion)}`;
      return `<g role="listitem" aria-label="${escapeHtml(label)}"><title>${escapeHtml(label)}</title><rect x="${(i * step + 2).toFixed(1)}" y="${height - 20 - h}" width="${Math.max(1, step - 4).toFixed(1)}" height="${h}" fill="#1f39ad"></rect><text x="${(i * step + step / 2).toFixed(1)}" y="${height - 6}" font-size="10" text-anchor="middle">${escapeHtml(r.key.slice(5))}</text></g>`;
    })
    .join("");
  const summary = rows
    .map((r) => `${r.key} ${percent(r.conversion)} (${r.inquiries}/${r.visits})`)
    .join("; ");
  return `<svg role="img" aria-label="${escapeHtml(`Conversion by week: ${summary || "no data"}`)}" viewBox="0 0 ${WIDTH} ${height}" width="100%"><title>${escapeHtml(`Conversion by week: ${summary || "no data"}`)}</title><g role="list">${bars}</g></svg>`;
}

/** Horizontal bars of one measure, a row per key, its figures written beside each bar. */
function barChart(
  title: string,
  rows: ReportRow[],
  measure: "views" | "visits",
  name: (key: string) => string,
): string {
  const max = Math.max(1, ...rows.map((r) => r[measure]));
  const labelWidth = 200;
  const height = rows.length * (BAR + 6) + 4;
  const bars = rows
    .map((r, i) => {
      const y = i * (BAR + 6) + 2;
      const w = Math.round((r[measure] / max) * (WIDTH - labelWidth - 170));
      const text = `${name(r.key)}: ${r[measure]} ${measure}, ${r.inquiries} inquiries, conversion ${percent(r.conversion)}`;
      return `<g role="listitem" aria-label="${escapeHtml(text)}"><title>${escapeHtml(text)}</title><text x="${labelWidth - 6}" y="${y + 15}" font-size="12" text-anchor="end">${escapeHtml(name(r.key).slice(0, 30))}</text><rect x="${labelWidth}" y="${y}" width="${w}" height="${BAR}" fill="#ffb547"></rect><text x="${labelWidth + w + 6}" y="${y + 15}" font-size="12">${r[measure]} · ${r.inquiries} inq. · ${escapeHtml(percent(r.conversion))}</text></g>`;
    })
    .join("");
  const summary = rows
    .map((r) => `${name(r.key)} ${r[measure]} ${measure}, ${r.inquiries} inquiries`)
    .join("; ");
  return `<svg role="img" aria-label="${escapeHtml(`${title}: ${summary || "no data"}`)}" viewBox="0 0 ${WIDTH} ${Math.max(height, 24)}" width="100%"><title>${escapeHtml(`${title}: ${summary || "no data"}`)}</title><g role="list">${bars}</g></svg>`;
}

function table(caption: string, head: string, rows: ReportRow[], name = (k: string) => k): string {
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(name(r.key))}</th><td>${r.views}</td><td>${r.visits}</td><td>${r.inquiries}</td><td>${percent(r.conversion)}</td><td>${r.possible_spam}</td><td>${r.downloads}</td></tr>`,
    )
    .join("");
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">${escapeHtml(head)}</th><th scope="col">views</th><th scope="col">visits</th><th scope="col">inquiries</th><th scope="col">conversion</th><th scope="col">possible spam</th><th scope="col">PDF downloads</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** Case-study PDF downloads by study, landing page and source. */
function downloadsTable(rows: InquiryReport["downloads"]): string {
  if (rows.length === 0) return "<p>No case study was downloaded in this period.</p>";
  const body = rows
    .map(
      (d) =>
        `<tr><th scope="row">${escapeHtml(d.study)}</th><td>${escapeHtml(d.landing_page)}</td><td>${escapeHtml(sourceLabel(d.source))}</td><td>${d.downloads}</td></tr>`,
    )
    .join("");
  return `<table><caption>Downloads by study, landing page and source</caption><thead><tr><th scope="col">study</th><th scope="col">landing page</th><th scope="col">source</th><th scope="col">downloads</th></tr></thead><tbody>${body}</tbody></table>`;
}

const sourceLabel = (key: string) => (key === "(direct)" ? "Direct" : sourceName(key));

/**
 * One self-contained file a marketer opens in a browser: conversion by week, by source, the top
 * pages; charts as inline SVG, every figure also written as text (titles, labels, tables). No
 * script, font, stylesheet or image is fetched.
 */
export function htmlReport(input: HtmlReportInput): string {
  const period = input.since ? `since ${input.since.slice(0, 10)}` : "all time";
  const t = input.week.totals;
  const headline = `${t.inquiries} inquiries from ${t.visits} visits (${t.views} page views), conversion ${percent(t.conversion)}`;
  const topPages = input.page.rows.filter((r) => r.views > 0 || r.inquiries > 0).slice(0, TOP);
  const sources = input.source.rows.slice(0, TOP);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`Conversion report, ${period}: ${headline}`)}</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#0b1530;margin:0 auto;max-width:760px;padding:24px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:32px 0 8px}p{margin:0 0 12px;color:#5b6478}
table{border-collapse:collapse;width:100%;margin:12px 0 0;font-size:13px}caption{text-align:left;font-weight:bold;padding:0 0 6px}
th,td{padding:4px 8px;border-bottom:1px solid #e3e7ef;text-align:right}th[scope=row],thead th:first-child{text-align:left}
svg{display:block;margin:8px 0;font-family:inherit}svg text{fill:#0b1530}
</style></head>
<body>
<h1>Conversion report</h1>
<p id="headline">${escapeHtml(`${period[0]!.toUpperCase()}${period.slice(1)}: ${headline}.`)} Counted without cookies or identifiers; visitors with Global Privacy Control are not counted. Generated ${escapeHtml(input.generatedAt.toISOString())}.</p>
${funnelSection(input.funnel)}
<section aria-labelledby="by-week"><h2 id="by-week">Conversion by week</h2>
<p>Genuine inquiries per visit (a visit is counted on its first page), weeks starting Monday (UTC).</p>
${weekChart(input.week.rows)}
${table("Views, visits and inquiries by week", "week of", input.week.rows)}
</section>
<section aria-labelledby="by-source"><h2 id="by-source">By source</h2>
<p>utm_source when the landing address had one, else the referring site.</p>
${barChart("Visits by source", sources, "visits", sourceLabel)}
${table("Views, visits and inquiries by source", "source", input.source.rows, sourceLabel)}
</section>
<section aria-labelledby="top-pages"><h2 id="top-pages">Top pages</h2>
<p>Page views, and the inquiries sent from a form on that page.</p>
${barChart("Views by page", topPages, "views", (k) => k)}
${table("Views and inquiries by page", "page", input.page.rows)}
</section>
<section aria-labelledby="by-landing"><h2 id="by-landing">By landing page</h2>
${table("Visits and inquiries by landing page", "landing page", input.landing.rows)}
</section>
<section aria-labelledby="downloads"><h2 id="downloads">Case-study downloads</h2>
<p>Each PDF downloaded, counted as page views are: no cookie or identifier.</p>
${downloadsTable(input.week.downloads)}
</section>
<section aria-labelledby="by-campaign"><h2 id="by-campaign">By campaign</h2>
${table("Visits and inquiries by campaign", "campaign", input.campaign.rows)}
</section>
${input.vitals ? vitalsSection(input.vitals) : ""}
</body></html>
`;
}
