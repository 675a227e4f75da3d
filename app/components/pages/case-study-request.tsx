import { caseStudyRequestCopy as copy } from "@content/form-copy";
import type { CaseStudy, CaseStudyDownload } from "@content/resources/schemas";
import { FileText } from "lucide-react";
import { BackLink } from "~/components/site/back-link";
import { CaseStudyRequestForm } from "~/components/site/case-study-request/case-study-request-form";
import { HeroBackdrop, HeroEnd } from "~/components/site/page-hero";
import { StudyHeroImage } from "~/components/site/resources/study-hero-image";
import { Badge } from "~/components/ui/badge";

/**
 * /case-studies/<slug>/download, in e-mail mode: the study in a few lines (what the PDF holds)
 * beside the short form that has it e-mailed. Every "Download PDF" link of the study leads here.
 */
export function CaseStudyRequestPage({
  study,
  download,
  path,
}: {
  study: CaseStudy;
  download: CaseStudyDownload;
  /** This page's own address (the request's source). */
  path: string;
}) {
  return (
    <>
      <header className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop />
        <div className="container-page grid items-center gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div>
            <BackLink to={`/case-studies/${study.slug}`}>Back to the case study</BackLink>
            <div className="mt-8 flex flex-wrap items-center gap-2">
              <Badge tone="dark">{study.industry}</Badge>
              <Badge tone="dark">{`PDF, ${download.size}`}</Badge>
            </div>
            <p className="mt-6 font-semibold text-saffron-300">{study.company}</p>
            <h1 className="mt-2 text-4xl leading-[1.1] font-extrabold sm:text-5xl">
              {study.title}
            </h1>
          </div>
          <StudyHeroImage study={study} />
        </div>
        <HeroEnd />
      </header>
      <section aria-labelledby="request-heading" className="py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div>
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <FileText className="size-5 text-brand-600" aria-hidden="true" />
              In the PDF
            </h2>
            <ul className="mt-4 space-y-3 text-ink-soft">
              {study.metrics.map((m) => (
                <li key={m.label}>
                  <span className="font-bold text-ink">{m.value}</span> {m.label}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm leading-relaxed text-muted">
              The challenge, what we did step by step, the results and the client's own words, on a
              few A4 pages to read offline or forward to your colleagues.
            </p>
          </div>
          <div className="rounded-3xl border border-line bg-paper p-6 shadow-card sm:p-10">
            <h2 id="request-heading" className="text-2xl font-bold">
              {copy.heading}
            </h2>
            <p className="mt-2 mb-6 text-ink-soft">{copy.intro}</p>
            <CaseStudyRequestForm study={study.slug} source={path} />
          </div>
        </div>
      </section>
    </>
  );
}
