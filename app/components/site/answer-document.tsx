import { site } from "@content/site";
import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { SkipLink } from "./skip-link";

/**
 * The document of the one page not built ahead: the server's answer to a form posted without
 * script (server/http/answer-page.tsx). The site's own header, footer and stylesheet (linked in
 * the head: nothing is inlined for a page made on request), never indexed.
 */
export function AnswerDocument({
  title,
  path,
  stylesheets,
  children,
}: {
  title: string;
  /** The page the form was sent from: the header marks its section. */
  path: string;
  stylesheets: readonly string[];
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#0e173d" />
        <title>{`${title} | ${site.brand}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header path={path} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
