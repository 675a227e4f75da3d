import type { PrivacyNotice } from "@content/company/privacy.server";
import { ArticleBody } from "~/components/site/insights/article-body";
import { PageHero } from "~/components/site/page-hero";
import { longDate } from "~/markup/dates";

export function PrivacyPage({ notice }: { notice: PrivacyNotice }) {
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title={notice.title}
        subtitle="What we collect when you send an inquiry or subscribe, why, and what you can ask us to do with it."
      />
      <section aria-label="Privacy notice" className="py-14 sm:py-20">
        <div className="container-page">
          <p className="mx-auto max-w-[42rem] text-sm text-muted">
            Last updated <time dateTime={notice.updated}>{longDate(notice.updated)}</time>
          </p>
          <div className="mt-8">
            <ArticleBody html={notice.html} />
          </div>
        </div>
      </section>
    </>
  );
}
