import { sourceName } from "@lib/attribution";
import { escapeHtml } from "../mail/escape";
import { formatWait, percent } from "./format";
import type { FunnelReport, FunnelRow } from "./funnel";

const HEAD = [
  "landing views",
  "inquiries",
  "inquiry rate",
  "booked calls",
  "call rate",
  "cancelled",
  "median to booking",
];

/** What each step counts, said once above the tables (text and HTML alike). */
export const FUNNEL_NOTE =
  "Landing views: a visit's first page (counted without cookies or identifiers; visitors with Global Privacy Control are not counted). Inquiries: genuine ones. Booked calls: booked or rescheduled, cancelled apart; a call booked without an inquiry counts under the channel its link carried. Inquiry rate: inquiries per landing view; call rate: booked calls per inquiry. Median to booking: from the inquiry to the booking of its call.";

const cells = (r: Omit<FunnelRow, "key">) => [
  String(r.landing_views),
  String(r.inquiries),
  percent(r.inquiry_rate),
  String(r.booked),
  percent(r.booking_rate),
  String(r.cancelled),
  formatWait(r.median_seconds_to_booking),
];

/** A channel as sales says it: "LinkedIn", "Google", "Direct". */
export const channelName = (key: string) => (key === "direct" ? "Direct" : sourceName(key));

function textTable(head: string, rows: FunnelRow[], total: Omit<FunnelRow, "key">): string[] {
  const body = [...rows.map((r) => [r.key, ...cells(r)]), ["total", ...cells(total)]];
  const all = [head, ...HEAD];
  const widths = all.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(all), ...body.map(line)];
}

/** The funnel as text: by channel, then by landing page. */
export function funnelLines(funnel: FunnelReport, since?: string): string[] {
  return [
    `The funnel${since ? ` since ${since}` : ""}: landing views → inquiries → booked calls.`,
    FUNNEL_NOTE,
    "",
    ...textTable("channel", funnel.channels, funnel.total),
    "",
    ...textTable("landing page", funnel.landing_pages, funnel.total),
  ];
}

function htmlTable(
  caption: string,
  head: string,
  rows: FunnelRow[],
  total: Omit<FunnelRow, "key">,
  name: (key: string) => string,
): string {
  const tr = (label: string, r: Omit<FunnelRow, "key">) =>
    `<tr><th scope="row">${escapeHtml(label)}</th>${cells(r)
      .map((c) => `<td>${escapeHtml(c)}</td>`)
      .join("")}</tr>`;
  const body = [...rows.map((r) => tr(name(r.key), r)), tr("Total", total)].join("");
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${[head, ...HEAD]
    .map((h) => `<th scope="col">${escapeHtml(h)}</th>`)
    .join("")}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The funnel as the HTML report's section. */
export function funnelSection(funnel: FunnelReport): string {
  const t = funnel.total;
  const headline = `${t.landing_views} landing views, ${t.inquiries} inquiries, ${t.booked} booked calls (${t.cancelled} cancelled); median time to booking ${formatWait(t.median_seconds_to_booking)}.`;
  return `<section aria-labelledby="funnel"><h2 id="funnel">The funnel</h2>
<p>${escapeHtml(headline)}</p>
<p>${escapeHtml(FUNNEL_NOTE)}</p>
${htmlTable("Landing views, inquiries and booked calls by channel", "channel", funnel.channels, t, channelName)}
${htmlTable("Landing views, inquiries and booked calls by landing page", "landing page", funnel.landing_pages, t, (k) => k)}
</section>`;
}
