import type { CaseStudy } from "@content/resources/schemas";
import { WideScreenImage } from "~/components/site/art";

/** A case study's cover beside its hero's words, on wide screens only (its page and its request page). */
export function StudyHeroImage({ study }: { study: CaseStudy }) {
  return (
    <WideScreenImage
      src={study.image}
      width={1200}
      height={675}
      className="hidden aspect-video w-full rounded-3xl object-cover shadow-lift ring-1 ring-white/10 lg:block"
    />
  );
}
