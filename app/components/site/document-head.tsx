import firstPaintCatcher from "~/components/ui/first-paint-catcher.inline?inline-script";
import { svgDataUri } from "~/markup/data-uri";
import type { MetaDescriptor } from "~/markup/meta";
import favicon from "../../../public/favicon.svg?raw";
import { HERO_END_ID } from "./page-hero";

// The page's <title> is the one descriptor that is nothing but a title (a feed link has one too).
const isTitle = (m: MetaDescriptor): m is { title: string } => "title" in m && !("tagName" in m);
type Tag = Exclude<MetaDescriptor, { title: string; tagName?: never }>;
const isTag = (m: MetaDescriptor): m is Tag => !isTitle(m);
const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
// Internal links are fetched on hover or touch-start (Speculation Rules: no script of ours).
const speculation = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});

/**
 * Everything in a built page's <head> but the font's preload and what waits for the first paint
 * (the page's script, which Astro must see, and the manifest: app/layouts/page.astro): the
 * page's meta, icons, the hero hold, the feed, the Speculation Rules and the first-paint catcher.
 */
export function DocumentHead({ meta }: { meta: readonly MetaDescriptor[] }) {
  const title = meta.find(isTitle)?.title ?? "H2";
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0e173d" />
      <title>{title}</title>
      {meta.filter(isTag).map((m, i) =>
        "script:ld+json" in m ? (
          <script
            key={i}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own data, `<` escaped
            dangerouslySetInnerHTML={{ __html: jsonLd(m["script:ld+json"]) }}
          />
        ) : "tagName" in m ? (
          <link key={i} rel={m.rel} href={m.href} type={m.type} title={m.title} />
        ) : "property" in m ? (
          <meta key={i} property={m.property} content={m.content} />
        ) : (
          <meta key={i} name={m.name} content={m.content} />
        ),
      )}
      {/* In the page (≈0.1 KB brotli): a favicon fetched after load sat at the end of the
          largest paint's chain on the phone profile. /favicon.svg stays for the manifest. */}
      <link rel="icon" href={svgDataUri(favicon)} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      {/* No paint before the page's hero has been parsed whole (see HeroEnd): painted
          half-parsed, it grows and re-centres as the rest arrives. The hero opens <main>, so
          this holds the paint for its few bytes alone; browsers without rel=expect paint as
          before. */}
      <link rel="expect" href={`#${HERO_END_ID}`} blocking="render" />
      <link
        rel="alternate"
        type="application/rss+xml"
        title="H2 Insights"
        href="/insights/feed.xml"
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculation }} />
      {/* Before any script is fetched: a form's Send pressed that early waits for its script. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the catcher, hashed in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: firstPaintCatcher }} />
    </>
  );
}
