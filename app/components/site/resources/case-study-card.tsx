import type { CaseStudySummary } from "@content/resources/schemas";
import { ArrowRight, CheckCircle2, Clock } from "lucide-react";
import { Cover, type CoverPlace, coverSizes } from "~/components/site/art";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";
import { DownloadPdfLink } from "./download-pdf-link";

export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

/** Grid card: industry, company, two-line title, three-line excerpt, first two results, two tags. */
export function CaseStudyCard({ study, cover }: { study: CaseStudySummary; cover?: CoverPlace }) {
  return (
    <article
      className={cn(
        cardClass,
        "group relative flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lift",
      )}
    >
      <div className="relative">
        <Cover
          image={study.image}
          picture={study.cover}
          group={study.industry}
          place={cover}
          // Half the row at most: the listing's balanced grid spans two or three of six columns.
          sizes={coverSizes.half}
          className="aspect-[16/9] w-full"
        />
        <Badge className="absolute top-4 left-4 bg-paper! shadow-sm">{study.industry}</Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{study.company}</p>
        <h3 className="mt-2 line-clamp-2 text-lg leading-snug font-bold">
          <Link
            to={caseStudyPath(study.slug)}
            prefetch="intent"
            className="stretched-link group-hover:text-brand-700"
          >
            {study.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-[0.9375rem] leading-relaxed text-ink-soft">
          {study.excerpt}
        </p>
        <ul className="mt-5 space-y-2 border-t border-line pt-5" aria-label="Key results">
          {study.results.slice(0, 2).map((r) => (
            <li key={r} className="flex gap-2.5 text-sm leading-snug text-ink">
              <CheckCircle2 className="mt-px size-4 shrink-0 text-mint-600" aria-hidden="true" />
              {r}
            </li>
          ))}
        </ul>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
          {study.tags.slice(0, 2).map((t) => (
            <li key={t}>
              <Badge className="bg-surface! text-ink-soft! ring-line!">{t}</Badge>
            </li>
          ))}
        </ul>
        {/* Above the title's stretched link, so a press on it downloads. */}
        <p className="relative z-10 mt-5">
          <DownloadPdfLink download={study.download} />
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-6 text-sm">
          <span className="flex items-center gap-1.5 font-medium text-muted">
            <Clock className="size-4" aria-hidden="true" />
            {study.readTime}
          </span>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700"
          >
            Read more
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The featured (first) case study: wide card with the image beside the story. */
export function FeaturedCaseStudy({ study }: { study: CaseStudySummary }) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-line bg-paper shadow-card lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
      <div className="relative aspect-[16/9] bg-brand-950 lg:aspect-auto lg:min-h-96">
        <Cover
          image={study.image}
          picture={study.cover}
          group={study.industry}
          place="lead"
          sizes={coverSizes.lead}
          className="absolute inset-0 h-full w-full"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-brand-950/80 via-brand-950/10 to-transparent"
        />
        <dl className="absolute inset-x-0 bottom-0 hidden gap-6 p-8 text-white sm:flex">
          {study.results.slice(0, 1).map((r) => (
            <div key={r}>
              <dt className="text-xs font-semibold tracking-[0.12em] text-saffron-300 uppercase">
                Headline result
              </dt>
              <dd className="mt-1 max-w-md text-lg leading-snug font-bold">{r}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col p-7 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="saffron">Featured</Badge>
          <Badge>{study.industry}</Badge>
        </div>
        <p className="mt-5 text-sm font-semibold text-brand-700">{study.company}</p>
        <h3 className="mt-2 text-2xl leading-tight font-bold sm:text-3xl">
          <Link
            to={caseStudyPath(study.slug)}
            prefetch="intent"
            className="stretched-link group-hover:text-brand-700"
          >
            {study.title}
          </Link>
        </h3>
        <p className="mt-4 leading-relaxed text-ink-soft">{study.excerpt}</p>
        <ul className="mt-6 space-y-2.5" aria-label="Key results">
          {study.results.slice(0, 3).map((r) => (
            <li key={r} className="flex gap-2.5 text-[0.9375rem] leading-snug">
              <CheckCircle2 className="mt-0.5 size-4.5 shrink-0 text-mint-600" aria-hidden="true" />
              {r}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
          <span className="flex items-center gap-1.5 text-sm font-medium text-muted">
            <Clock className="size-4" aria-hidden="true" />
            {study.readTime} · {study.date}
          </span>
          <span className="flex flex-wrap items-center gap-3">
            <DownloadPdfLink download={study.download} size="md" className="relative z-10" />
            <span className={buttonClass("primary", "md")} aria-hidden="true">
              Read the case study
              <ArrowRight className="transition-transform group-hover:translate-x-1" />
            </span>
          </span>
        </div>
      </div>
    </article>
  );
}
