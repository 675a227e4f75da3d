import { ArrowRight } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

export interface CtaLink {
  label: string;
  to: string;
}

/** A closing call to action: headline, one line, primary and optional secondary link. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section className="py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-brand-600 px-8 py-12 text-white sm:px-14 sm:py-16 [&_:focus-visible]:outline-white">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-16 size-72 rounded-full bg-saffron-400/30 blur-2xl"
          />
          <div className="relative max-w-2xl">
            <h2 className="text-3xl font-bold sm:text-4xl">{title}</h2>
            <p className="mt-4 text-lg text-brand-100">{text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={primary.to} prefetch="intent" className={buttonClass("accent", "lg")}>
                {primary.label}
                <ArrowRight aria-hidden="true" />
              </Link>
              {secondary ? (
                <Link
                  to={secondary.to}
                  prefetch="intent"
                  className={buttonClass("outline-light", "lg")}
                >
                  {secondary.label}
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
