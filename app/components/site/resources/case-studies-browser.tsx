import type { CaseStudySummary, Industry } from "@content/resources/schemas";
import { industries } from "@content/taxonomy";
import { balancedSpans, spanClass } from "./balanced-grid";
import { CaseStudyCard, FeaturedCaseStudy } from "./case-study-card";
import { FilterChips } from "./filter-chips";
import { industryPath } from "./listing-paths";

/** The id of the case studies' heading: the chips land on it, not on the hero above. */
export const CASE_STUDIES_ID = "case-studies-heading";

/**
 * Industry chips, the featured case study and the grid. Each chip links to its industry's
 * prerendered page (/case-studies/industry/financial-services). With every industry, the first
 * study is featured and the grid shows the rest; with one, the grid shows every match.
 */
export function CaseStudiesBrowser({
  studies,
  industry,
}: {
  studies: readonly CaseStudySummary[];
  industry: Industry | null;
}) {
  const [featured, ...rest] = studies;
  const shown = industry ? studies.filter((s) => s.industry === industry) : rest;
  const spans = balancedSpans(shown.length);
  const anchor = `#${CASE_STUDIES_ID}`;

  return (
    <>
      <FilterChips
        scroll
        label="Filter case studies by industry"
        chips={[
          {
            href: `/case-studies${anchor}`,
            label: "All",
            count: studies.length,
            current: industry ? undefined : "page",
          },
          ...industries.map((i) => ({
            href: `${industryPath(i)}${anchor}`,
            label: i,
            count: studies.filter((s) => s.industry === i).length,
            current: i === industry ? ("page" as const) : undefined,
          })),
        ]}
        className="mt-8"
      />
      <p className="sr-only">
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
            <CaseStudyCard study={s} cover="listing" />
          </li>
        ))}
      </ul>
    </>
  );
}
