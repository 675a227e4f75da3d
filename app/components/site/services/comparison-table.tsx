import type { Mark, TableCell } from "@content/services/schema";
import { CheckCircle2, CircleMinus, XCircle } from "lucide-react";
import { cardClass } from "~/components/ui/card";
import { cn } from "~/markup/cn";

export interface ComparisonColumn {
  label: string;
  /** The recommended option: tinted column. */
  highlight?: boolean;
}

export interface ComparisonRow {
  label: string;
  detail?: string;
  /** One cell per column: a yes / partly / no mark, or text. */
  cells: readonly TableCell[];
}

interface ComparisonTableProps {
  id: string;
  caption: string;
  /** Header of the first column: what the rows are ("Criterion", "Engagement"). */
  rowsLabel: string;
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonRow[];
  /**
   * Below 768 px: "scroll" keeps the table in a focusable, labelled region that scrolls
   * sideways if it must (the page never does); "stack" shows one card per column instead.
   */
  small?: "scroll" | "stack";
}

const marks = {
  yes: { Icon: CheckCircle2, label: "Yes", colour: "text-mint-600" },
  partly: { Icon: CircleMinus, label: "Partly", colour: "text-saffron-700" },
  no: { Icon: XCircle, label: "No", colour: "text-[#c2412d]" },
} satisfies Record<Mark, unknown>;

function CellContent({ cell, compact }: { cell: TableCell; compact?: boolean }) {
  if ("text" in cell) return <>{cell.text}</>;
  const { Icon, label, colour } = marks[cell.mark];
  return (
    <span className="inline-flex items-center gap-2">
      <Icon className={cn("size-6 shrink-0", colour)} aria-hidden="true" />
      <span className={cn("font-medium text-ink-soft", compact ? "sr-only sm:not-sr-only" : "")}>
        {label}
      </span>
    </span>
  );
}

/** Options compared row by row: a real table with caption, column and row headers. */
export function ComparisonTable({
  id,
  caption,
  rowsLabel,
  columns,
  rows,
  small = "scroll",
}: ComparisonTableProps) {
  const captionId = `${id}-caption`;
  const hasMarks = rows.some((r) => r.cells.some((c) => "mark" in c));
  const table = (
    <div
      role="region"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(cardClass, "overflow-x-auto")}
    >
      <table
        className={cn(
          "w-full border-collapse text-left",
          hasMarks ? "min-w-[17rem]" : "min-w-[44rem]",
        )}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th
              scope="col"
              className={cn(
                "align-bottom text-xs font-semibold tracking-wide text-muted uppercase sm:p-5",
                hasMarks ? "px-2 py-3" : "p-3",
              )}
            >
              {rowsLabel}
            </th>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={cn(
                  "align-bottom leading-snug font-bold sm:p-5 sm:text-base",
                  // Three mark columns and the criteria fit a 320 px phone without scrolling.
                  hasMarks ? "px-1.5 py-3 text-center text-xs" : "p-3 text-sm",
                  c.highlight ? "bg-brand-600 text-white" : "text-ink",
                )}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-b border-line last:border-b-0">
              <th
                scope="row"
                className={cn(
                  "align-top font-semibold sm:p-5 sm:text-base",
                  hasMarks ? "px-2 py-3 text-sm" : "min-w-[9rem] p-3",
                )}
              >
                <span className="block leading-snug">{r.label}</span>
                {r.detail ? (
                  <span className="mt-1 hidden text-sm font-normal text-muted sm:block">
                    {r.detail}
                  </span>
                ) : null}
              </th>
              {r.cells.map((cell, i) => (
                <td
                  key={i}
                  className={cn(
                    "text-[0.9375rem] leading-relaxed text-ink-soft sm:p-5",
                    "mark" in cell ? "px-1.5 py-3 text-center align-middle" : "p-3 align-top",
                    columns[i]?.highlight && "bg-brand-50",
                  )}
                >
                  <CellContent cell={cell} compact />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  // Small screens show marks as icons only (the words stay for screen readers): a key.
  const legend = hasMarks ? (
    <p
      aria-hidden="true"
      className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted sm:hidden"
    >
      {Object.values(marks).map(({ Icon, label, colour }) => (
        <span key={label} className="inline-flex items-center gap-1.5">
          <Icon className={cn("size-4", colour)} />
          {label}
        </span>
      ))}
    </p>
  ) : null;

  if (small === "scroll") {
    return (
      <>
        {table}
        {legend}
      </>
    );
  }
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <ul className="grid gap-5 md:hidden">
        {columns.map((c, ci) => (
          <li
            key={c.label}
            className={cn(
              "rounded-(--radius-card) border bg-paper p-6 shadow-card",
              c.highlight ? "border-brand-300 ring-1 ring-brand-300" : "border-line",
            )}
          >
            <h3 className="text-lg font-bold">{c.label}</h3>
            <dl className="mt-4 divide-y divide-line">
              {rows.map((r) => {
                const cell = r.cells[ci];
                return (
                  <div key={r.label} className="py-3 first:pt-0 last:pb-0">
                    <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
                      {r.label}
                    </dt>
                    <dd className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">
                      {cell ? <CellContent cell={cell} /> : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
