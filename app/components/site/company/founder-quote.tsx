import type { PortraitSpec } from "@content/company/schema";
import { Portrait } from "../art";

/** A dark band with one large pull quote and its author's portrait. */
export function FounderQuote({
  id = "founder-quote-heading",
  heading = "A word from our founder",
  quote,
  name,
  role,
  image,
}: {
  id?: string;
  heading?: string;
  quote: string;
  name: string;
  role: string;
  image: PortraitSpec;
}) {
  return (
    <section
      aria-labelledby={id}
      className="relative isolate overflow-hidden bg-brand-950 py-16 text-white sm:py-24"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className="absolute -top-10 -right-10 -z-10 size-72 text-brand-800 sm:size-96"
      >
        <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="100" cy="100" r="70" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="100" cy="100" r="44" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className="container-page">
        <h2 id={id} className="eyebrow text-saffron-300!">
          {heading}
        </h2>
        <figure className="mt-8 grid gap-10 md:grid-cols-[auto_minmax(0,1fr)] md:items-center md:gap-14">
          <div className="order-last size-24 overflow-hidden rounded-full ring-4 ring-saffron-400 md:order-first md:size-40">
            <Portrait name={name} image={image} decorative />
          </div>
          <div>
            <svg
              aria-hidden="true"
              viewBox="0 0 48 36"
              className="h-9 w-12 text-saffron-400 sm:h-12 sm:w-16"
            >
              <path
                fill="currentColor"
                d="M0 36V22C0 9 7 2 20 0l2 5c-7 2-10 6-10 13h9v18Zm26 0V22C26 9 33 2 46 0l2 5c-7 2-10 6-10 13h9v18Z"
              />
            </svg>
            <blockquote className="mt-5 text-2xl leading-snug font-semibold text-white sm:text-3xl lg:text-[2.125rem]">
              <p>{quote}</p>
            </blockquote>
            <figcaption className="mt-6 text-brand-100">
              <span className="font-bold text-white">{name}</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {role}
            </figcaption>
          </div>
        </figure>
      </div>
    </section>
  );
}
