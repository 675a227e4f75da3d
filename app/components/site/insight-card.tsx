import type { InsightMeta } from "@content/insight-schema";
import { Clock } from "lucide-react";
import type { CoverPlace } from "~/components/site/art";
import { ArticleCard } from "./article-card";

/** Article card: category badge, short date, two-line title, three-line excerpt, read time. */
export function InsightCard({
  insight,
  headingLevel = 3,
  cover,
}: {
  insight: InsightMeta;
  headingLevel?: 2 | 3;
  cover?: CoverPlace;
}) {
  return (
    <ArticleCard
      {...insight}
      picture={insight.cover}
      group={insight.category}
      headingLevel={headingLevel}
      cover={cover}
    >
      <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-medium text-muted">
        <Clock className="size-4" aria-hidden="true" />
        {insight.readTime}
      </p>
    </ArticleCard>
  );
}
