import type { CaseStudyDownload } from "@content/resources/schemas";
import type { BlockOf, PageHeroContent, ServiceBlock, ServicePage } from "@content/services/schema";

/** Each case study's PDF, by its address: what a spotlight's download links. */
export type StudyDownloads = Readonly<Record<string, CaseStudyDownload>>;

import type { ReactNode } from "react";
import { cn } from "~/markup/cn";
import { HeroArtImage } from "../art";
import { ContactSection } from "../contact/contact-section";
import { PageHero } from "../page-hero";
import { Section, SectionHeader } from "../section";
import { CtaBand } from "../sections/cta-band";
import { FeatureGrid } from "../sections/feature-grid";
import { Locations } from "../sections/locations";
import { StatBand } from "../sections/stat-band";
import { ActionLinks } from "./action-link";
import { AvoidGetComparison } from "./avoid-get";
import { ComparisonTable } from "./comparison-table";
import { DetailCards } from "./detail-cards";
import { IconList } from "./icon-list";
import { NumberedSections } from "./numbered-sections";
import { PhaseFlow } from "./phase-flow";
import { SplitSection } from "./split-section";
import { Spotlight } from "./spotlight";

type HeaderBlock = Exclude<ServiceBlock, { kind: "locations" | "cta" }>;

/** A page band opened by the block's eyebrow, h2 and intro. */
function Band({ block, children }: { block: HeaderBlock; children: ReactNode }) {
  const dark = block.tone === "dark";
  return (
    <Section id={`${block.id}-section`} labelledBy={block.id} tone={block.tone}>
      <SectionHeader
        id={block.id}
        eyebrow={block.eyebrow}
        title={block.title}
        intro={block.intro}
        tone={dark ? "dark" : "light"}
      />
      <div className="mt-12">{children}</div>
    </Section>
  );
}

function Stats({ block }: { block: BlockOf<"stats"> }) {
  const dark = block.tone === "dark";
  return (
    <Band block={block}>
      {/* Three figures: one column until there is room for all three (no 2 + 1 orphan). */}
      <div
        className={cn(block.stats.length === 3 && "sm:[&>dl]:grid-cols-1 lg:[&>dl]:grid-cols-3")}
      >
        <StatBand stats={block.stats} tone={dark ? "dark" : "light"} />
      </div>
      {block.note ? (
        <p className={cn("mt-4 text-sm", dark ? "text-brand-200" : "text-muted")}>{block.note}</p>
      ) : null}
      {block.items?.length ? (
        <div className="mt-12">
          <FeatureGrid
            items={block.items}
            columns={block.items.length % 3 === 0 ? 3 : 4}
            tone={dark ? "dark" : "light"}
          />
        </div>
      ) : null}
    </Band>
  );
}

/** One section of a service page (or of a landing page, which is made of the same sections). */
export function ServiceBlockView({
  block,
  downloads,
}: {
  block: ServiceBlock;
  downloads: StudyDownloads;
}) {
  switch (block.kind) {
    case "features":
      return (
        <Band block={block}>
          {block.layout === "list" ? (
            <IconList items={block.items} tone={block.tone === "dark" ? "dark" : "light"} />
          ) : (
            <FeatureGrid
              items={block.items}
              columns={block.columns}
              tone={block.tone === "dark" ? "dark" : "light"}
            />
          )}
        </Band>
      );
    case "stats":
      return <Stats block={block} />;
    case "phases":
      return (
        <Band block={block}>
          <PhaseFlow phases={block.phases} tone={block.tone === "dark" ? "dark" : "light"} />
        </Band>
      );
    case "details":
      return (
        <Band block={block}>
          <DetailCards items={block.items} columns={block.columns} />
        </Band>
      );
    case "table":
      return (
        <Band block={block}>
          <ComparisonTable
            id={block.id}
            caption={block.caption}
            rowsLabel={block.rowsLabel}
            columns={block.columns}
            rows={block.rows}
            small={block.small}
          />
          {block.note ? <p className="mt-4 text-sm text-muted">{block.note}</p> : null}
        </Band>
      );
    case "split":
      return <SplitSection {...block} />;
    case "avoidGet":
      return (
        <Band block={block}>
          <AvoidGetComparison avoid={block.avoid} get={block.get} />
        </Band>
      );
    case "numbered":
      return (
        <Band block={block}>
          <NumberedSections items={block.items} />
        </Band>
      );
    case "spotlight": {
      const { download, ...rest } = block;
      const file = download ? downloads[download.study] : undefined;
      if (download && !file)
        throw new Error(
          `spotlight ${block.id}: no PDF for "${download.study}" (a draft or scheduled study is not built; offer a published one)`,
        );
      return (
        <Spotlight
          {...rest}
          download={
            download && file ? { ...file, label: download.label, study: download.study } : undefined
          }
        />
      );
    }
    case "locations":
      return (
        <Locations
          id={block.id}
          title={block.title}
          intro={block.intro}
          locations={block.locations}
        />
      );
    case "cta":
      return (
        <CtaBand
          title={block.title}
          text={block.text}
          primary={block.primary}
          secondary={block.secondary}
        />
      );
  }
}

/** The top of a service or landing page: its h1, subtitle, buttons and illustration. */
export function ServiceHero({ hero }: { hero: PageHeroContent }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      subtitle={hero.subtitle}
      art={hero.art ? <HeroArtImage name={hero.art} /> : undefined}
    >
      {hero.links.length ? <ActionLinks links={hero.links} tone="dark" /> : null}
    </PageHero>
  );
}

/** One engagement-model or service page, rendered from its content module. */
export function ServicePageView({
  page,
  downloads,
  contactForm,
}: {
  page: ServicePage;
  downloads: StudyDownloads;
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}) {
  const { hero, blocks, contact } = page;
  return (
    <>
      <ServiceHero hero={hero} />
      {blocks.map((b) => (
        <ServiceBlockView key={"id" in b ? b.id : b.title} block={b} downloads={downloads} />
      ))}
      <ContactSection heading={contact.heading} intro={contact.intro} form={contactForm} />
    </>
  );
}
