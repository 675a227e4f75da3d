import type { CaseStudy, CaseStudyDownload, CaseStudySummary } from "@content/resources/schemas";
import { Calendar, Clock, Quote } from "lucide-react";
import { BackLink } from "~/components/site/back-link";
import { HeroBackdrop, HeroEnd } from "~/components/site/page-hero";
import { PublishStatusBar } from "~/components/site/publishing/publish-status";
import { CaseStudyCard } from "~/components/site/resources/case-study-card";
import { DownloadPdfLink } from "~/components/site/resources/download-pdf-link";
import { StudyHeroImage } from "~/components/site/resources/study-hero-image";
import { SectionHeader } from "~/components/site/section";
import { CheckList } from "~/components/site/sections/check-list";
import { CtaBand } from "~/components/site/sections/cta-band";
import { StatBand } from "~/components/site/sections/stat-band";
import { Steps } from "~/components/site/sections/steps";
import { Badge } from "~/components/ui/badge";

/** One case study at /case-studies/<slug>, then three more (the same industry's first). */
export function CaseStudyPage({
  study,
  download,
  more,
}: {
  study: CaseStudy;
  /** The study as a PDF, offered beside its date. */
  download: CaseStudyDownload;
  more: readonly CaseStudySummary[];
}) {
  const facts = [
    { label: "Client", value: study.company },
    { label: "Industry", value: study.industry },
    { label: "Engagement", value: study.engagement },
    { label: "Team", value: study.teamSize },
    { label: "Duration", value: study.duration },
  ];
  return (
    <article>
      <PublishStatusBar status={study.status} />
      <header className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop />
        <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div>
            <BackLink to="/case-studies">All case studies</BackLink>
            <div className="mt-8 flex flex-wrap items-center gap-2">
              <Badge tone="dark">{study.industry}</Badge>
              <Badge tone="dark">{study.engagement}</Badge>
            </div>
            <p className="mt-6 font-semibold text-saffron-300">{study.company}</p>
            <h1 className="mt-2 text-4xl leading-[1.1] font-extrabold sm:text-5xl">
              {study.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{study.excerpt}</p>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
              <span className="inline-flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden="true" />
                {study.date}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" />
                {study.readTime}
              </span>
            </p>
            <p className="mt-6">
              <DownloadPdfLink download={download} variant="outline-light" size="md" />
            </p>
          </div>
          <StudyHeroImage study={study} />
        </div>
        <HeroEnd />
      </header>

      <section aria-labelledby="outcomes-heading" className="pt-14 sm:pt-20">
        <div className="container-page">
          <h2 id="outcomes-heading" className="sr-only">
            Outcomes at a glance
          </h2>
          <StatBand stats={study.metrics} />
        </div>
      </section>

      <section aria-labelledby="challenge-heading" className="py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-16">
          <aside aria-label="Engagement facts" className="lg:order-last">
            <dl className="grid gap-px overflow-hidden rounded-(--radius-card) bg-line ring-1 ring-line sm:grid-cols-2 lg:grid-cols-1">
              {facts.map((f) => (
                <div key={f.label} className="bg-paper px-6 py-4">
                  <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
                    {f.label}
                  </dt>
                  <dd className="mt-1 font-semibold">{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm leading-relaxed text-ink-soft">{study.companyProfile}</p>
          </aside>
          <div>
            <SectionHeader
              id="challenge-heading"
              eyebrow="The challenge"
              title="Where they started"
            />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
              {study.challenge.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="approach-heading" className="bg-surface py-14 sm:py-20">
        <div className="container-page">
          <SectionHeader
            id="approach-heading"
            eyebrow="Our approach"
            title="What we did, step by step"
          />
          <div className="mt-10">
            <Steps steps={study.approach} />
          </div>
        </div>
      </section>

      <section aria-labelledby="results-heading" className="py-14 sm:py-20">
        <div
          className={`container-page grid gap-10 lg:gap-16 ${study.quote ? "lg:grid-cols-2" : ""}`}
        >
          <div>
            <SectionHeader id="results-heading" eyebrow="Results" title="What changed" />
            <div className="mt-8 text-lg">
              <CheckList items={study.results} columns={study.quote ? 1 : 2} />
            </div>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {study.tags.map((t) => (
                <li key={t}>
                  <Badge>{t}</Badge>
                </li>
              ))}
            </ul>
          </div>
          {study.quote ? (
            <figure className="relative self-start rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10">
              <Quote className="size-10 text-brand-600" aria-hidden="true" />
              <blockquote className="mt-4 text-xl leading-relaxed font-medium text-ink sm:text-2xl">
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm font-semibold text-ink-soft">
                {study.quote.attribution}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </section>

      <CtaBand
        title="Facing a similar challenge?"
        text="Tell us about your team and your deadline. We reply within 24 hours with next steps, usually a 30-minute discovery call."
        primary={{ label: "Talk to us", to: "/contact" }}
        secondary={{ label: "More case studies", to: "/case-studies" }}
      />

      <section aria-labelledby="more-heading" className="pb-16 sm:pb-24">
        <div className="container-page">
          <h2 id="more-heading" className="text-2xl font-bold sm:text-3xl">
            More case studies
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {more.map((s, i) => (
              <li key={s.slug} className={i === 2 ? "md:max-lg:hidden" : undefined}>
                <CaseStudyCard study={s} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
