import type { InsightMeta } from "@content/insight-schema";
import { Clock } from "lucide-react";
import { ArticleCard } from "./article-card";

/** Article card: category badge, short date, two-line title, three-line excerpt, read time. */
export function InsightCard({
  insight,
  headingLevel = 3,
}: {
  insight: InsightMeta;
  headingLevel?: 2 | 3;
}) {
  return (
    <ArticleCard {...insight} group={insight.category} headingLevel={headingLevel}>
      <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-medium text-muted">
        <Clock className="size-4" aria-hidden="true" />
        {insight.readTime}
      </p>
    </ArticleCard>
  );
}
