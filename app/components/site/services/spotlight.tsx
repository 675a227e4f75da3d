import type { CaseStudyDownload } from "@content/resources/schemas";
import type { ArtName } from "@content/services/schema";
import { cn } from "~/markup/cn";
import { ArtImage } from "../art";
import { caseStudyPath } from "../resources/case-study-card";
import { DownloadPdfLink } from "../resources/download-pdf-link";
import { Section, SectionHeader } from "../section";
import { ActionLinks } from "./action-link";

export interface SpotlightProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "white" | "surface" | "dark" | "brand";
  paragraphs: readonly string[];
  /** A headline figure ("450+" / "person engineering centre") shown large. */
  figure?: { value: string; label: string };
  art?: ArtName;
  /** A case study's PDF: a button first among the links, and a link to the study's page. */
  download?: CaseStudyDownload & { label: string; study: string };
  links: readonly { label: string; to: string }[];
}

/** A dark feature panel: a case-study or related-service teaser with a figure or art. */
export function Spotlight({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  paragraphs,
  figure,
  art,
  download,
  links,
}: SpotlightProps) {
  const visual = figure || art;
  return (
    <Section id={`${id}-section`} labelledBy={id} tone={tone}>
      <div
        className={cn(
          "relative isolate grid grid-cols-1 overflow-hidden rounded-3xl text-white",
          tone === "dark" ? "bg-brand-900" : "bg-brand-950",
          visual && "lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]",
        )}
      >
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-20 -z-10 size-80 rounded-full bg-brand-600/40 blur-3xl"
        />
        {figure ? (
          <div className="flex flex-col justify-center border-b border-white/10 p-8 sm:p-12 lg:border-r lg:border-b-0">
            <p className="text-6xl font-extrabold tracking-tight text-saffron-400 sm:text-7xl lg:text-8xl">
              {figure.value}
            </p>
            <p className="mt-3 max-w-xs text-lg font-medium text-brand-100">{figure.label}</p>
          </div>
        ) : art ? (
          <div className="flex items-center p-6 sm:p-10 lg:pr-0">
            <ArtImage name={art} className="mx-auto h-auto w-full max-w-sm" />
          </div>
        ) : null}
        <div className="p-8 sm:p-12">
          <SectionHeader id={id} eyebrow={eyebrow} title={title} intro={intro} tone="dark" />
          {paragraphs.map((p) => (
            <p key={p} className="mt-4 leading-relaxed text-brand-100">
              {p}
            </p>
          ))}
          {download ? (
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              <DownloadPdfLink
                download={download}
                label={download.label}
                variant="accent"
                size="lg"
              />
              <a
                href={caseStudyPath(download.study)}
                className="font-semibold text-white underline underline-offset-4 hover:text-saffron-300"
              >
                Read it online
              </a>
            </div>
          ) : null}
          {links.length ? (
            <div className="mt-8">
              <ActionLinks links={links} tone="dark" />
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
