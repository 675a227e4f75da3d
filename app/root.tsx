import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { LazyToaster } from "~/components/site/lazy-toaster";
import { svgDataUri } from "~/lib/data-uri";
import { markHydrated } from "~/lib/hydration";
import { useEnhancementNotes } from "~/lib/notify";
import favicon from "../public/favicon.svg?raw";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";

// Inter is not preloaded: text paints at once in the metric-matched fallback (font-display:
// optional, app/app.css), and a preload made the 16 KB font race the page's own bytes on a slow
// link. Without it the largest paint came 0.15–0.26 s sooner on the phone profile
// (docs/performance.md).
export const links: Route.LinksFunction = () => [
  // In the page (≈0.1 KB brotli): a favicon fetched after load sat at the end of the largest
  // paint's chain in Lighthouse's phone model, 0.15 s on long pages. /favicon.svg stays for the
  // manifest; search engines take the apple-touch-icon.
  { rel: "icon", href: svgDataUri(favicon), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "H2 Insights",
    href: "/insights/feed.xml",
  },
];

// Dev keeps Vite's hot-reloaded stylesheet; a production build carries it inline (see InlineStyles).
if (import.meta.env.DEV && !import.meta.env.SSR) void import("./app.css");

/**
 * The whole stylesheet (≈10 KB brotli) inline in every prerendered page: the first paint needs
 * no second request. The browser build renders nothing here, and React 19 skips the extra
 * <style> node in <head> while hydrating, so the CSS text is never shipped twice in JavaScript.
 */
function InlineStyles() {
  if (!import.meta.env.SSR) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet
  return <style dangerouslySetInnerHTML={{ __html: stylesheet }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e173d" />
        <Meta />
        <Links />
        <InlineStyles />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // React owns the page from here on (see ~/lib/hydration).
  useEffect(markHydrated, []);
  useEnhancementNotes();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="container-page py-24 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-soft">Please reload the page, or head back to the home page.</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </main>
  );
}
