import type {
  aboutApproach,
  aboutApproachHeading,
  aboutHelp,
  aboutHelpHeading,
  aboutIndustries,
  aboutIndustriesHeading,
  aboutMission,
  aboutPurpose,
} from "@content/company/about.server";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { HeroArtImage } from "~/components/site/art";
import { StatTiles } from "~/components/site/company/stat-tiles";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeader } from "~/components/site/section";
import { FeatureGrid } from "~/components/site/sections/feature-grid";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

export interface AboutPageProps {
  purpose: typeof aboutPurpose;
  approach: { heading: typeof aboutApproachHeading; items: typeof aboutApproach };
  mission: typeof aboutMission;
  help: { heading: typeof aboutHelpHeading; items: typeof aboutHelp };
  industries: { heading: typeof aboutIndustriesHeading; items: typeof aboutIndustries };
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}

export function AboutPage({
  purpose,
  approach,
  mission,
  help,
  industries,
  contactForm,
}: AboutPageProps) {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Engineering capacity and delivery discipline, from one partner"
        subtitle="Since 2014 we have built 130+ engineering teams in Bangalore and worked beside the leaders who run them, so the work those teams do reaches customers."
        art={<HeroArtImage name="about" />}
      >
        <Link to="/leadership" prefetch="intent" className={buttonClass("accent", "lg")}>
          Meet our leadership
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/contact" prefetch="intent" className={buttonClass("outline-light", "lg")}>
          Talk to us
        </Link>
      </PageHero>

      <Section labelledBy="purpose-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <SectionHeader id="purpose-heading" {...purpose.heading} />
          <div className="space-y-5 text-lg leading-relaxed text-ink-soft lg:pt-9">
            {purpose.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
        <StatTiles stats={purpose.stats} className="mt-12 sm:mt-16" />
      </Section>

      <Section labelledBy="approach-heading" tone="surface">
        <SectionHeader id="approach-heading" {...approach.heading} />
        <div className="mt-12">
          <FeatureGrid items={approach.items} columns={4} />
        </div>
      </Section>

      <Section labelledBy="industries-heading">
        <SectionHeader id="industries-heading" {...industries.heading} />
        <div className="mt-12">
          <FeatureGrid items={industries.items} columns={3} />
        </div>
      </Section>

      <Section
        labelledBy="mission-heading"
        tone="dark"
        className="relative isolate overflow-hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 400 400"
          className="absolute -top-16 -right-24 -z-10 hidden size-[22rem] text-brand-800 lg:block"
        >
          {[60, 110, 160, 196].map((r) => (
            <circle
              key={r}
              cx="200"
              cy="200"
              r={r}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          ))}
          <circle cx="200" cy="200" r="24" fill="#ffb547" />
        </svg>
        <div className="max-w-4xl">
          <h2 id="mission-heading" className="eyebrow text-saffron-300!">
            {mission.eyebrow}
          </h2>
          <p className="mt-5 text-3xl leading-tight font-bold text-white sm:text-4xl lg:text-[2.75rem]">
            {mission.statement}
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {mission.commitments.map((c, i) => (
            <li
              key={c.title}
              className="rounded-(--radius-card) bg-white/5 p-7 ring-1 ring-white/10"
            >
              <span
                aria-hidden="true"
                className="text-sm font-extrabold tracking-widest text-saffron-400"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-bold text-white">{c.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-brand-100">{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="help-heading">
        <SectionHeader id="help-heading" {...help.heading} />
        <div className="mt-12">
          <FeatureGrid items={help.items} columns={3} />
        </div>
      </Section>

      <ContactSection
        heading="Tell us what you need to deliver"
        intro="A team to build, a program to recover or a portfolio to get moving: tell us where you are. A senior consultant replies within 24 hours, usually with a 30-minute discovery call."
        form={contactForm}
      />
    </>
  );
}
