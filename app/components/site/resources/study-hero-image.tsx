import type { CaseStudy } from "@content/resources/schemas";
import { coverSizes, focusClass, WideScreenImage } from "~/components/site/art";
import { cn } from "~/markup/cn";

/**
 * A case study's cover beside its hero's words, on wide screens only (its page and its request
 * page): the picture uploaded for it, with its alt text and what its crop keeps in view, or its
 * generated art.
 */
export function StudyHeroImage({ study }: { study: CaseStudy }) {
  return (
    <WideScreenImage
      src={study.image}
      sized={study.cover?.sized}
      sizes={coverSizes.hero}
      alt={study.cover?.alt ?? ""}
      width={1200}
      height={675}
      className={cn(
        "hidden aspect-video w-full rounded-3xl object-cover shadow-lift ring-1 ring-white/10 lg:block",
        focusClass[study.cover?.focus ?? "middle"],
      )}
    />
  );
}
