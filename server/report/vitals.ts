import { ratingOf, VITAL_NAMES, VITALS, type VitalName } from "@lib/web-vitals";
import { escapeHtml } from "../mail/escape";
import type { VitalsRow } from "../vitals/repository";

/** A p75 as people read it: seconds for the paints, milliseconds for INP and TTFB, CLS as a score. */
export function formatVital(name: VitalName, value: number): string {
  if (name === "cls") return value.toFixed(2);
  if (name === "inp" || name === "ttfb") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** "1.23 s (good, 412)": the p75, Google's rating of it, and the page loads behind it. */
function cell(name: VitalName, m: { p75: number; count: number } | undefined): string {
  if (!m) return "–";
  return `${formatVital(name, m.p75)} (${ratingOf(VITALS[name], m.p75)}, ${m.count})`;
}

const HEAD = [
  "route",
  "device",
  ...VITAL_NAMES.map((n) => `${n.toUpperCase()} p75`),
  "LCP element",
];

/** The field figures as text: one table per window (7 and 28 days). */
export function vitalsLines(rows: VitalsRow[]): string[] {
  if (rows.length === 0)
    return [
      "Field Core Web Vitals: none measured yet (real visits report them as they leave a page)",
    ];
  const lines: string[] = [];
  for (const days of [...new Set(rows.map((r) => r.days))]) {
    const table = rows
      .filter((r) => r.days === days)
      .map((r) => [
        r.route,
        r.device,
        ...VITAL_NAMES.map((n) => cell(n, r.metrics[n])),
        r.lcpElement ?? "",
      ]);
    const widths = HEAD.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join("  ")
        .trimEnd();
    lines.push(
      `Field Core Web Vitals, last ${days} days: the 75th percentile of real visits (rating, page loads)`,
      line(HEAD),
      ...table.map(line),
      "",
    );
  }
  return lines;
}

/** The field figures as the HTML report's section. */
export function vitalsSection(rows: VitalsRow[]): string {
  const tables = [...new Set(rows.map((r) => r.days))].map((days) => {
    const body = rows
      .filter((r) => r.days === days)
      .map(
        (r) =>
          `<tr><th scope="row">${escapeHtml(r.route)}</th><td>${escapeHtml(r.device)}</td>${VITAL_NAMES.map((n) => `<td>${escapeHtml(cell(n, r.metrics[n]))}</td>`).join("")}<td>${escapeHtml(r.lcpElement ?? "")}</td></tr>`,
      )
      .join("");
    return `<table><caption>${escapeHtml(`Last ${days} days: p75 (rating, page loads)`)}</caption><thead><tr>${HEAD.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${body}</tbody></table>`;
  });
  return `<section aria-labelledby="field-speed"><h2 id="field-speed">Field speed (Core Web Vitals)</h2>
<p>What real visitors felt, measured in their browsers and kept as counts only: the 75th percentile per route and device class, Google's rating (LCP good up to 2.5 s, INP 200 ms, CLS 0.1) and the page loads behind it.</p>
${tables.length ? tables.join("\n") : "<p>None measured yet.</p>"}
</section>`;
}
