import { getInsight } from "@content/insights.server";
import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { longDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/insight";

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const insight = getInsight(slug);
  if (!insight) throw new Response("Not found", { status: 404 });
  return { insight };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta({
        title: data.insight.title,
        description: data.insight.excerpt,
        path: data.insight.link,
      })
    : [];

export default function InsightArticle({ loaderData: { insight } }: Route.ComponentProps) {
  return (
    <article>
      <header className="relative isolate flex min-h-[60vh] items-center overflow-hidden bg-brand-950 text-white">
        <img
          src={insight.image}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/70 to-brand-950/30"
        />
        <div className="container-page py-16">
          <Link
            to="/insights"
            prefetch="intent"
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Insights
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-3 text-sm">
            <Badge tone="dark">INSIGHTS</Badge>
            <span className="text-brand-100">{insight.category}</span>
          </div>
          <h1 className="mt-5 max-w-4xl text-4xl leading-[1.1] font-extrabold sm:text-5xl">
            {insight.title}
          </h1>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-brand-100">
            <span>
              By <span className="font-semibold text-white">{insight.author}</span>,{" "}
              {insight.authorRole}
            </span>
            <time dateTime={insight.date}>{longDate(insight.date)}</time>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {insight.readTime}
            </span>
          </p>
        </div>
      </header>
      <div className="container-page py-14 sm:py-20">
        {/* Rendered from Markdown at build time; the browser never parses Markdown. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML built from our own content files */}
        <div className="prose-article mx-auto" dangerouslySetInnerHTML={{ __html: insight.html }} />
      </div>
    </article>
  );
}
