import { z } from "zod";
import { caseStudySlugs } from "../resources/case-study-choices";

/**
 * What the sections of service and landing pages hold beyond their fields' own limits: the
 * addresses a link may take, a section's id, the illustrations, the studies to download, and
 * the ids a page's sections may not share.
 */

/** Internal path ("/contact") or an anchor on the same page ("#contact"). */
export const hrefPattern = /^(\/[a-z0-9-/]*|#[a-z0-9-]+)$/;
/**
 * A section's id: the anchor other pages link to. "contact" and "contact-heading" are the
 * contact section's own, which closes every page.
 */
export const idPattern = /^(?!contact(?:-heading)?$)[a-z0-9-]+$/;
/** Illustrations drawn in app/components/site/art/, resolved by name. */
export const artNames = [
  "flow",
  "team",
  "centre",
  "portfolio",
  "dashboard",
  "recovery",
  "loop",
  "coaching",
  "extension",
  "culture",
  "assessment",
  "funding",
  "alignment",
] as const;
export type ArtName = (typeof artNames)[number];

/** A case study's address, the name of one of content/resources/case-studies/*.json. */
export const caseStudySlug = z.enum(caseStudySlugs, {
  error: (issue) => `no case study "${String(issue.input)}" in content/resources/case-studies/`,
});

/** A page's section ids are its anchors: each once, and the contact section's its own. */
export function sectionIdProblems(blocks: readonly object[]): string[] {
  const ids = blocks.flatMap((b) => ("id" in b && typeof b.id === "string" ? [b.id] : []));
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  return [
    ...(dup ? [`duplicate id "${dup}"`] : []),
    ...(ids.includes("contact") || ids.includes("contact-heading")
      ? ["ids contact* are reserved"]
      : []),
  ];
}
