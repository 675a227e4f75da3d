import type { Picture } from "@content/uploaded-image";
import type { ReactNode } from "react";
import { Cover, type CoverPlace } from "~/components/site/art";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";
import { shortDate } from "~/markup/dates";

export interface ArticleCardProps {
  image: string;
  /** The category or topic its generated cover's palette comes from. */
  group: string;
  category: string;
  /** ISO date, shown as short month and day. */
  date: string;
  title: string;
  excerpt: string;
  link: string;
  headingLevel?: 2 | 3;
  /** An uploaded cover's alt text and focus. */
  picture?: Picture;
  /** Where the card sits, which decides how its cover comes (`later` unless in a listing). */
  cover?: CoverPlace;
  /** What sits at the foot of the card (read time, tags, author…). */
  children?: ReactNode;
}

/** The card shared by insights and blog posts: cover, badge, date, clamped title and excerpt. */
export function ArticleCard({
  image,
  picture,
  group,
  category,
  date,
  title,
  excerpt,
  link,
  headingLevel = 3,
  cover,
  children,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        cardClass,
        "group relative flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lift",
      )}
    >
      <Cover
        image={image}
        picture={picture}
        group={group}
        place={cover}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3 text-sm text-muted">
          <Badge>{category}</Badge>
          <time dateTime={date}>{shortDate(date)}</time>
        </div>
        <Heading className="mt-4 line-clamp-2 text-lg leading-snug font-bold">
          <Link to={link} prefetch="intent" className="stretched-link group-hover:text-brand-700">
            {title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-[0.9375rem] leading-relaxed text-ink-soft">
          {excerpt}
        </p>
        {children}
      </div>
    </article>
  );
}
