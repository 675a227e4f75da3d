import type { BlogPostMeta, CaseStudy } from "@content/resources/schemas";
import { caseStudyPageTitle } from "@content/resources/schemas";
import { site } from "@content/site";
import { metaDescription } from "~/components/site/resources/meta-text";
import { type MetaDescriptor, pageMeta, withOwnSearchFacts } from "./meta";

/**
 * The head tags of a blog post's and a case study's page: the post's or study's own search
 * title, description and share image where it has them, else those made from it (its title or
 * client, its excerpt, the card the build draws).
 */

export function blogPostMeta(post: BlogPostMeta & { words: number }): MetaDescriptor[] {
  const url = new URL(post.link, site.origin).href;
  const derived = {
    title: post.title,
    description: metaDescription(post.excerpt),
    path: post.link,
    type: "article" as const,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.date,
        author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
        publisher: { "@type": "Organization", name: site.legalName, url: site.origin },
        image: [new URL(post.image, site.origin).href],
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        articleSection: post.category,
        keywords: post.tags.join(", "),
        wordCount: post.words,
        inLanguage: "en",
      },
    ],
  };
  return pageMeta(withOwnSearchFacts(derived, post));
}

export function caseStudyMeta(study: CaseStudy): MetaDescriptor[] {
  const derived = {
    title: caseStudyPageTitle(study.company),
    description: metaDescription(study.excerpt),
    path: `/case-studies/${study.slug}`,
  };
  return pageMeta(withOwnSearchFacts(derived, study));
}
