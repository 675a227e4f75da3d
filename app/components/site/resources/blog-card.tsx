import type { BlogPostMeta } from "@content/resources/schemas";
import { ArrowRight, Clock } from "lucide-react";
import { Cover, type CoverPlace, coverSizes } from "~/components/site/art";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { longDate } from "~/markup/dates";
import { ArticleCard } from "../article-card";

/** Initials in a coloured circle: the site shows no photos of people. */
export function AuthorAvatar({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={
        size === "lg"
          ? "inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-saffron-400 text-lg font-bold text-ink"
          : "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
      }
    >
      {initials}
    </span>
  );
}

/** Article card: category, date, two-line title, three-line excerpt, first two tags, author. */
export function BlogCard({ post, cover }: { post: BlogPostMeta; cover?: CoverPlace }) {
  return (
    <ArticleCard {...post} picture={post.cover} group={post.topic} cover={cover}>
      <ul className="mt-4 mb-6 flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.slice(0, 2).map((t) => (
          <li
            key={t}
            className="rounded-full bg-surface px-2.5 py-1 text-xs font-medium text-ink-soft"
          >
            #{t}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center gap-3 border-t border-line pt-5">
        <AuthorAvatar name={post.author} />
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block truncate font-semibold text-ink">{post.author}</span>
          <span className="block truncate text-muted">{post.authorRole}</span>
        </p>
        <span className="flex shrink-0 items-center gap-1 text-sm text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {post.readTime}
        </span>
      </div>
    </ArticleCard>
  );
}

/** The featured post: wide block with its standfirst (`content`) and author. */
export function FeaturedPost({ post }: { post: BlogPostMeta }) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-line bg-paper shadow-card lg:grid-cols-2">
      <Cover
        image={post.image}
        picture={post.cover}
        group={post.topic}
        place="lead"
        sizes={coverSizes.half}
        className="aspect-[16/9] h-full w-full"
      />
      <div className="flex flex-col justify-center p-7 sm:p-10 lg:p-12">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge tone="saffron">Featured</Badge>
          <Badge>{post.category}</Badge>
          <time dateTime={post.date} className="ml-1">
            {longDate(post.date)}
          </time>
        </div>
        <h3 className="mt-5 text-2xl leading-tight font-bold sm:text-3xl">
          <Link
            to={post.link}
            prefetch="intent"
            className="stretched-link group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-4 leading-relaxed text-ink-soft">{post.content ?? post.excerpt}</p>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-5">
          <div className="flex items-center gap-3">
            <AuthorAvatar name={post.author} />
            <p className="text-sm leading-tight">
              <span className="block font-semibold">{post.author}</span>
              <span className="block text-muted">
                {post.authorRole} · {post.readTime}
              </span>
            </p>
          </div>
          <span className={buttonClass("primary", "md")} aria-hidden="true">
            Read article
            <ArrowRight className="transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  );
}
