import { site } from "@content/site";
import { CalendarClock, Clock3, Mail, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { BookCallLink } from "~/components/site/booking/book-call-link";

interface ContactSectionProps {
  heading?: string;
  intro?: string;
  /** The heading's id, which names the section. */
  headingId?: string;
  /** The inquiry form: the page passes <ContactForm /> (contact-form.astro) as this slot. */
  form?: ReactNode;
}

/** The shared contact block: ways to reach us beside the live inquiry form. */
export function ContactSection({
  heading = "Let's talk about your team",
  intro = "Tell us where you are and where you need to be. A senior consultant reads every inquiry and replies with next steps, usually a 30-minute discovery call.",
  headingId = "contact-heading",
  form,
}: ContactSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative bg-surface py-16 sm:py-24"
      id="contact"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="eyebrow">Get in touch</p>
          <h2 id={headingId} className="mt-3 text-3xl font-bold sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{intro}</p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm text-muted">Email us</span>
                <a
                  href={`mailto:${site.contactEmail}`}
                  className="font-semibold text-ink hover:text-brand-700 break-all"
                >
                  {site.contactEmail}
                </a>
              </span>
            </li>
            {site.booking ? (
              <li className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-saffron-400 text-ink">
                  <CalendarClock className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm text-muted">Prefer to talk?</span>
                  <BookCallLink className="font-semibold text-ink hover:text-brand-700">
                    Book a one-to-one call
                  </BookCallLink>
                </span>
              </li>
            ) : null}
            <li className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-mint-400 text-ink">
                <Clock3 className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm text-muted">Response time</span>
                <span className="font-semibold">
                  Within {site.replyWithinHours} hours, Monday to Friday
                </span>
              </span>
            </li>
            <li className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink text-white">
                <MapPin className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm text-muted">Offices</span>
                <span className="font-semibold">{site.offices.map((o) => o.city).join(", ")}</span>
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl border border-line bg-paper p-6 shadow-card sm:p-10 lg:self-start">
          {form}
        </div>
      </div>
    </section>
  );
}
