import { ArrowLeft } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { HeroEnd } from "./page-hero";

interface ErrorPageProps {
  code: "404" | "403";
  title: string;
  message: string;
}

/** The 404 and 403 pages' body; each page logs the path it was asked for in its own script. */
export function ErrorPage({ code, title, message }: ErrorPageProps) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-full bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)]"
      />
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p
          className="text-[7rem] leading-none font-extrabold tracking-tighter text-brand-600 sm:text-[10rem]"
          aria-hidden="true"
        >
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          <span className="sr-only">{code} </span>
          {title}
        </h1>
        <p className="mt-4 max-w-md text-lg text-ink-soft">{message}</p>
        <Link to="/" className={`${buttonClass("primary", "lg")} mt-10`}>
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </div>
      <HeroEnd />
    </section>
  );
}
