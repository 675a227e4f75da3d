import { caseStudies } from "@content/resources/case-studies.server";
import type { CaseStudySummary } from "@content/resources/schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CaseStudyCard, FeaturedCaseStudy } from "./case-study-card";
import { StudyHeroImage } from "./study-hero-image";

const [study] = caseStudies();
// As getCaseStudySummaries gives it, with a stand-in for the PDF the build writes.
const summary: CaseStudySummary = {
  ...study!,
  download: { mode: "open", href: `/case-studies/${study!.slug}.pdf`, size: "90 KB" },
};
const src = `/images/uploads/case-studies/${study!.slug}/cover/value/image.jpg`;
const cover = { src, alt: "The delivery team at the Whitefield office", focus: "top" as const };

/** Each <img>'s attributes in `html`, as a browser reads them. */
const images = (html: string) =>
  [...html.matchAll(/<img\b([^>]*)>/g)].map(([, tag]) =>
    Object.fromEntries([...tag!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  );

describe("a case study's uploaded cover", () => {
  it("is its cards' picture, with its alt text and what its crop keeps in view", () => {
    const covered = { ...summary, image: src, cover };
    for (const card of [
      <CaseStudyCard key="card" study={covered} cover="listing" />,
      <FeaturedCaseStudy key="featured" study={covered} />,
    ]) {
      const [img] = images(renderToStaticMarkup(card));
      expect(img).toMatchObject({ src, alt: cover.alt });
      expect(img!.class).toContain("object-top");
    }
  });

  it("is its page's hero picture on wide screens, described", () => {
    const html = renderToStaticMarkup(<StudyHeroImage study={{ ...study!, image: src, cover }} />);
    expect(html).toContain(`srcSet="${src}"`);
    expect(images(html)[0]).toMatchObject({ alt: cover.alt });
    expect(images(html)[0]!.class).toContain("object-top");
  });

  it("leaves the generated art in place without one: drawn inline in a listing", () => {
    const html = renderToStaticMarkup(<CaseStudyCard study={summary} cover="listing" />);
    expect(images(html)).toEqual([]);
    expect(html).toContain("<svg");
  });
});
