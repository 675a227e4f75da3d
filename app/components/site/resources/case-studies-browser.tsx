import type { CaseStudySummary } from "@content/resources/schemas";
import { industries } from "@content/taxonomy";
import { balancedSpans, spanClass } from "./balanced-grid";
import { CaseStudyCard, FeaturedCaseStudy } from "./case-study-card";
import { FilterChips } from "./filter-chips";
import { toParam, useUrlState } from "./url-state";
import { PendingViewScript } from "./url-view";

/**
 * Industry chips, the featured case study and the grid. The chosen industry lives in the
 * URL (?industry=financial-services), so a filtered view can be shared and Back undoes it.
 * With "All", the first study is featured and the grid shows the rest; with an industry,
 * the grid shows every match.
 */
export function CaseStudiesBrowser({ studies }: { studies: readonly CaseStudySummary[] }) {
  const { params, update } = useUrlState();
  const industry = industries.find((i) => toParam(i) === params.get("industry")) ?? null;
  const [featured, ...rest] = studies;
  const shown = industry ? studies.filter((s) => s.industry === industry) : rest;
  const spans = balancedSpans(shown.length);

  return (
    <>
      <PendingViewScript keys={["industry"]} />
      <div className="url-view">
        <FilterChips
          scroll
          label="Filter case studies by industry"
          value={industry ? toParam(industry) : ""}
          onChange={(value) => update({ industry: value })}
          options={[
            { value: "", label: "All", count: studies.length },
            ...industries.map((i) => ({
              value: toParam(i),
              label: i,
              count: studies.filter((s) => s.industry === i).length,
            })),
          ]}
          className="mt-8"
        />
        <p className="sr-only" role="status">
          {industry
            ? `${shown.length} ${shown.length === 1 ? "case study" : "case studies"} in ${industry}`
            : `All ${studies.length} case studies`}
        </p>
        {!industry && featured ? (
          <div className="mt-10">
            <FeaturedCaseStudy study={featured} />
          </div>
        ) : null}
        {!industry ? (
          <p className="mt-14 text-sm font-semibold tracking-[0.12em] text-muted uppercase">
            More client stories
          </p>
        ) : null}
        <ul
          className={`grid gap-6 md:grid-cols-2 lg:grid-cols-6 ${industry ? "mt-10" : "mt-5"}`}
          data-testid="case-study-grid"
        >
          {shown.map((s, i) => (
            <li key={s.slug} className={spanClass[spans[i]!]}>
              <CaseStudyCard study={s} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
