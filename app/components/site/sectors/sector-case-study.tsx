import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { StatTile } from "../company/stat-tiles";

/** One featured case study: a chart illustration, the story in brief and three results. */
export function SectorCaseStudy({
  eyebrow,
  title,
  summary,
  results,
  to,
  linkLabel,
}: {
  eyebrow: string;
  title: string;
  summary: string;
  results: readonly StatTile[];
  to: string;
  linkLabel: string;
}) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-line bg-paper shadow-card transition hover:shadow-lift lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="relative flex items-center justify-center bg-brand-50 p-8 sm:p-10">
        <svg viewBox="0 0 320 220" className="h-auto w-full max-w-sm" aria-hidden="true">
          <rect width="320" height="220" rx="20" fill="#ffffff" />
          <text x="24" y="40" fontSize="14" fontWeight="700" fill="#0b1530">
            Data engineers on the bench
          </text>
          <path d="M24 180H296" stroke="#e3e7ef" strokeWidth="2" />
          {[14, 30, 48, 66, 88, 110, 130, 150].map((h, i) => (
            <rect
              key={i}
              x={28 + i * 34}
              y={180 - h * 0.8}
              width="22"
              height={h * 0.8}
              rx="5"
              fill={i < 2 ? "#bccfff" : "#3fd3b8"}
            />
          ))}
          <path d="M96 56v124" stroke="#ffb547" strokeWidth="3" strokeDasharray="4 6" />
          <rect x="104" y="58" width="150" height="28" rx="14" fill="#ffb547" />
          <text x="179" y="77" fontSize="13" fontWeight="700" textAnchor="middle" fill="#0b1530">
            On client projects
          </text>
        </svg>
      </div>
      <div className="flex flex-col p-7 sm:p-10">
        <p className="eyebrow">{eyebrow}</p>
        <h3 className="mt-3 text-2xl leading-tight font-bold sm:text-3xl">
          <Link to={to} prefetch="intent" className="stretched-link">
            {title}
          </Link>
        </h3>
        <p className="mt-4 text-[1.0625rem] leading-relaxed text-ink-soft">{summary}</p>
        <dl className="mt-7 grid gap-4 sm:grid-cols-3">
          {results.map((r) => (
            <div
              key={r.label}
              className="flex flex-col-reverse justify-end border-l-4 border-mint-400 pl-4"
            >
              <dt className="mt-1 text-sm leading-snug text-ink-soft">{r.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700">{r.value}</dd>
            </div>
          ))}
        </dl>
        <span
          aria-hidden="true"
          className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700"
        >
          {linkLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
