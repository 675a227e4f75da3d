import type { Insight, InsightMeta } from "@content/insight-schema";
import { site } from "@content/site";
import { ArticleBody } from "~/components/site/insights/article-body";
import { ArticleHero } from "~/components/site/insights/article-hero";
import { ArticlePager } from "~/components/site/insights/article-pager";
import { ArticleFooter } from "~/components/site/insights/author";
import { PublishStatusBar } from "~/components/site/publishing/publish-status";
import { CtaBand } from "~/components/site/sections/cta-band";
import { type MetaDescriptor, pageMeta, withOwnSearchFacts } from "~/markup/meta";

export interface InsightPageProps {
  insight: Insight;
  /** Absolute URL of the article, for sharing. */
  url: string;
  /** Listing order (newest first): "previous" is the article above this one, "next" below. */
  previous: InsightMeta | null;
  next: InsightMeta | null;
}

/** The article's head tags: the page's own, as an article, with its cover and Article JSON-LD. */
export function insightMeta({
  insight,
  url,
  imageUrl,
}: {
  insight: Insight;
  url: string;
  /** Absolute URL of the cover image. */
  imageUrl: string;
}): MetaDescriptor[] {
  const base = pageMeta(
    withOwnSearchFacts(
      { title: insight.title, description: insight.excerpt, path: insight.link },
      insight,
    ),
  );
  return [
    ...base.map((tag) =>
      "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
    ),
    // A share image of its own is the article's og:image alone.
    ...(insight.shareImage ? [] : [{ property: "og:image", content: imageUrl }]),
    { property: "article:published_time", content: insight.date },
    { property: "article:author", content: insight.author },
    { property: "article:section", content: insight.category },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: insight.title,
        description: insight.excerpt,
        datePublished: insight.date,
        dateModified: insight.date,
        author: { "@type": "Person", name: insight.author, jobTitle: insight.authorRole },
        publisher: {
          "@type": "Organization",
          name: site.legalName,
          url: site.origin,
          logo: { "@type": "ImageObject", url: new URL("/favicon.svg", site.origin).href },
        },
        image: [imageUrl],
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        articleSection: insight.category,
        wordCount: insight.words,
        inLanguage: "en",
      },
    },
  ];
}

export function InsightPage({ insight, url, previous, next }: InsightPageProps) {
  return (
    <>
      <article>
        <PublishStatusBar status={insight.status} />
        <ArticleHero
          insight={insight}
          share={{ title: insight.title, excerpt: insight.excerpt, url }}
        />
        <div className="container-page py-14 sm:py-20">
          <ArticleBody html={insight.html} />
          <ArticleFooter insight={insight} />
        </div>
      </article>
      <ArticlePager previous={previous} next={next} />
      <CtaBand
        title="Facing this in your own organization?"
        text={`Tell us where delivery is stuck. A senior consultant will reply within ${site.replyWithinHours} hours with how we would approach it.`}
        primary={{ label: "Talk to us", to: "/contact" }}
      />
    </>
  );
}
