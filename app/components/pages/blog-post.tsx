import type { BlogPost, BlogPostMeta } from "@content/resources/schemas";
import { site } from "@content/site";
import type { ReactNode } from "react";
import { focusClass, WideScreenImage } from "~/components/site/art";
import { BackLink } from "~/components/site/back-link";
import { ArticleDates } from "~/components/site/insights/article-dates";
import { ShareMenu } from "~/components/site/insights/share-menu";
import { NewsletterSignup } from "~/components/site/newsletter/newsletter-signup";
import { HeroEnd } from "~/components/site/page-hero";
import { PublishStatusBar } from "~/components/site/publishing/publish-status";
import { AuthorAvatar, BlogCard } from "~/components/site/resources/blog-card";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";

/** One blog post at /blog/<slug>: the article, the newsletter band and three related posts. */
export function BlogPostPage({
  post,
  related,
  newsletterForm,
}: {
  /** The post, without the listing's standfirst. */
  post: Omit<BlogPost, "content">;
  related: readonly BlogPostMeta[];
  /** The page's <NewsletterForm /> (newsletter-form.astro). */
  newsletterForm?: ReactNode;
}) {
  return (
    <>
      <article>
        <PublishStatusBar status={post.status} />
        <header className="relative isolate flex min-h-[55vh] items-center overflow-hidden bg-brand-950 text-white">
          {/* The cover behind the heading on wide screens only, as on an insight: under a
              phone's text it was a texture too faint to see, drawn inline in ≈0.4 KB brotli of
              a page that has to fit its first round trip. */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 hidden opacity-45 lg:block">
            <WideScreenImage
              src={post.image}
              sized={post.cover?.sized}
              sizes="100vw"
              width={1200}
              height={675}
              className={cn("size-full object-cover", focusClass[post.cover?.focus ?? "middle"])}
            />
          </div>
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/75 to-brand-950/30"
          />
          <div className="container-page py-16">
            <BackLink to="/blog">Back to Blog</BackLink>
            <div className="mt-8 flex flex-wrap items-center gap-2 text-sm">
              <Badge tone="dark">{post.category}</Badge>
              <Badge tone="dark">{post.topic}</Badge>
            </div>
            <h1 className="mt-5 max-w-4xl text-4xl leading-[1.1] font-extrabold sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{post.excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-brand-100">
              <span className="flex items-center gap-3">
                <AuthorAvatar name={post.author} />
                <span className="leading-tight">
                  <span className="block font-semibold text-white">{post.author}</span>
                  <span className="block text-sm">{post.authorRole}</span>
                </span>
              </span>
              <ArticleDates date={post.date} readTime={post.readTime} />
            </div>
            <div className="mt-8">
              <ShareMenu
                target={{
                  title: post.title,
                  excerpt: post.excerpt,
                  url: new URL(post.link, site.origin).href,
                }}
              />
            </div>
          </div>
          <HeroEnd />
        </header>
        <div className="container-page py-14 sm:py-20">
          {/* Rendered from Markdown at build time; the browser never parses Markdown. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML built from our own content files */}
          <div className="prose-article mx-auto" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="mx-auto mt-14 max-w-[42rem] border-t border-line pt-8">
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((t) => (
                <li
                  key={t}
                  className="rounded-full bg-surface px-3 py-1.5 text-sm font-medium text-ink-soft"
                >
                  #{t}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-5 rounded-3xl bg-surface p-6 sm:flex-row sm:items-center sm:p-8">
              <AuthorAvatar name={post.author} size="lg" />
              <div className="flex-1">
                <p className="font-bold">Written by {post.author}</p>
                <p className="text-sm text-ink-soft">
                  {post.authorRole} at H2. Questions about this article? We are happy to talk it
                  through.
                </p>
              </div>
              <Link to="/contact" prefetch="intent" className={buttonClass("primary", "md")}>
                Talk to us
              </Link>
            </div>
          </footer>
        </div>
      </article>
      <NewsletterSignup form={newsletterForm} />
      <section aria-labelledby="related-heading" className="pb-16 sm:pb-24">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="related-heading" className="text-2xl font-bold sm:text-3xl">
              Keep reading
            </h2>
            <Link
              to="/blog"
              prefetch="intent"
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              All articles
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((p, i) => (
              <li key={p.slug} className={i === 2 ? "md:max-lg:hidden" : undefined}>
                <BlogCard post={p} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
