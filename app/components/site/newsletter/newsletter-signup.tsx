import { newsletterCopy } from "@content/form-copy";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";

/** The "Stay in the loop" band: heading, one line on what subscribers get, and the form. */
export function NewsletterSignup({
  id = "newsletter-heading",
  form,
}: {
  id?: string;
  /** The page's <NewsletterForm /> (newsletter-form.astro). */
  form?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-950 px-6 py-12 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_18rem_at_100%_0%,rgb(58_98_240/0.5),transparent),radial-gradient(24rem_16rem_at_0%_100%,rgb(255_181_71/0.18),transparent)]"
          />
          <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
            <div>
              <p className="eyebrow text-saffron-300!">Newsletter</p>
              <h2 id={id} className="mt-3 text-3xl font-bold sm:text-4xl">
                Stay in the loop
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-brand-100">
                {newsletterCopy.pitch}{" "}
                <Link
                  to="/privacy"
                  prefetch="intent"
                  className="font-medium text-white underline underline-offset-4 focus-visible:outline-white"
                >
                  How we use your address
                </Link>
                .
              </p>
            </div>
            {form}
          </div>
        </div>
      </div>
    </section>
  );
}
