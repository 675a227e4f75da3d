import { site } from "@content/site";
import { type BookingPrefill, bookingLink } from "@lib/booking-link";
import type { ReactNode } from "react";
import { moduleAttr } from "~/components/ui/module";
import { BOOK_CALL_MODULE } from "./book-call.client";

/**
 * A link to the firm's scheduler: a plain link that opens its page in a new tab, from the HTML
 * alone; its script (book-call.client.ts) adds the visit's channel as it is followed and opens
 * the scheduler in a frame over the page instead. Nothing at all where the site facts name no
 * scheduler.
 */
export function BookCallLink({
  className,
  children,
  prefill = {},
  ...rest
}: {
  className?: string;
  children: ReactNode;
  /** What the server already knows (the thank-you page after a post without script). */
  prefill?: BookingPrefill;
} & Record<`data-${string}`, string>) {
  if (!site.booking) return null;
  return (
    <a
      href={bookingLink(site.schedulingUrl, site.schedulerKind, prefill)}
      target="_blank"
      // noreferrer implies noopener (HTML's link types); the site's links to elsewhere say only it.
      rel="noreferrer"
      className={className}
      {...moduleAttr(BOOK_CALL_MODULE)}
      {...rest}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
