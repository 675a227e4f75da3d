import { contactCopy } from "@content/form-copy";
import type { BookingPrefill } from "@lib/booking-link";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { BookCallLink } from "../booking/book-call-link";
import { PageHero } from "../page-hero";
import { InquiryReceived } from "./inquiry-received";

/**
 * Where a form posted without script lands (the server answers the post with a 303 here): a
 * prerendered page that says what happened and where to go on. With script, the forms show
 * the same words in place and never come here.
 */
export function ThankYouPage({
  eyebrow,
  title,
  subtitle,
  children,
  next,
  onward,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** What happens next. */
  children: ReactNode;
  /** The step the page asks for first, as its main button (the booking link). */
  next?: ReactNode;
  /** The first link on: the other is home. */
  onward: { to: string; label: string };
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <section aria-labelledby="next-heading" className="py-14 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-2xl rounded-3xl border border-mint-300 bg-mint-300/15 p-8 text-center sm:p-10">
            <CheckCircle2 className="mx-auto size-12 text-mint-600" aria-hidden="true" />
            <h2 id="next-heading" className="mt-4 text-2xl font-bold">
              What happens next
            </h2>
            <div className="mx-auto mt-3 max-w-lg text-lg leading-relaxed text-ink-soft">
              {children}
            </div>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {next}
              <Link
                to={onward.to}
                prefetch="intent"
                className={buttonClass(next ? "outline" : "primary", "lg")}
              >
                {onward.label}
              </Link>
              <Link to="/" prefetch="intent" className={buttonClass("outline", "lg")}>
                Return to Home
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The contact form's landing page, with or without the insights subscription. Its booking link
 * comes prefilled (`book`) when the server draws it for the post it answers; the prerendered
 * copies link to the scheduler's page as it is.
 */
export function InquiryThankYou({
  subscribed,
  book,
}: {
  subscribed: boolean;
  book?: BookingPrefill;
}) {
  return (
    <ThankYouPage
      eyebrow="Inquiry received"
      title={contactCopy.thanksTitle}
      subtitle={contactCopy.success.description}
      next={
        <BookCallLink className={buttonClass("primary", "lg")} prefill={book}>
          {contactCopy.book}
        </BookCallLink>
      }
      onward={{ to: "/insights", label: "Read our insights" }}
    >
      <InquiryReceived subscribed={subscribed} />
    </ThankYouPage>
  );
}
