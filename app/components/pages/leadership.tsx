import type {
  founderQuote,
  leaders,
  leadershipHero,
  readMore,
  sayHello,
} from "@content/company/leadership.server";
import { site } from "@content/site";
import { ArrowRight, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { HeroArtImage } from "~/components/site/art";
import { FounderQuote } from "~/components/site/company/founder-quote";
import { LeaderRows } from "~/components/site/company/leader-rows";
import { ReadMoreCards } from "~/components/site/company/read-more-cards";
import { StatTiles } from "~/components/site/company/stat-tiles";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeader } from "~/components/site/section";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

export interface LeadershipPageProps {
  hero: typeof leadershipHero;
  sayHello: typeof sayHello;
  leaders: typeof leaders;
  /** The founder's quote, with the founder's portrait. */
  quote: typeof founderQuote & { image: (typeof leaders)[number]["image"] };
  readMore: typeof readMore;
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}

export function LeadershipPage({
  hero,
  sayHello,
  leaders,
  quote,
  readMore,
  contactForm,
}: LeadershipPageProps) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        art={<HeroArtImage name="leadership" />}
      />

      <Section labelledBy="hello-heading">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
          <SectionHeader id="hello-heading" {...sayHello.heading} intro={sayHello.text} />
          <div className="flex flex-wrap gap-3 lg:justify-end">
            <Link to="/contact" prefetch="intent" className={buttonClass("primary", "lg")}>
              Arrange a meeting
              <ArrowRight aria-hidden="true" />
            </Link>
            <a href={`mailto:${site.contactEmail}`} className={buttonClass("outline", "lg")}>
              <Mail aria-hidden="true" />
              Email us
            </a>
          </div>
        </div>
        <StatTiles stats={sayHello.stats} className="mt-12" />
      </Section>

      <Section labelledBy="team-heading" tone="surface">
        <SectionHeader
          id="team-heading"
          eyebrow="Our leadership team"
          title="The people accountable for your team"
          intro="Six leaders, each owning a part of what you buy from us: strategy, engineering, operations, people, delivery and hiring."
        />
        <div className="mt-14 sm:mt-20">
          <LeaderRows leaders={leaders} />
        </div>
      </Section>

      <FounderQuote quote={quote.quote} name={quote.name} role={quote.role} image={quote.image} />

      <Section labelledBy="read-more-heading">
        <SectionHeader id="read-more-heading" eyebrow="Read more" title="Get to know H2" />
        <div className="mt-10">
          <ReadMoreCards items={readMore} />
        </div>
      </Section>

      <ContactSection
        heading="Speak to one of our leaders"
        intro="Tell us about your team or your program, and say who you would like to speak to. A senior leader replies within 24 hours."
        form={contactForm}
      />
    </>
  );
}
