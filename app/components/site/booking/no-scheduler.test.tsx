import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// With the site facts' scheduler set to "none", every booking link goes, and nothing breaks:
// the contact block, the thank-you page, the header, the confirmation e-mail, the pages' CSP.
vi.mock("@content/site", async (original) => {
  const real = await original<typeof import("@content/site")>();
  return { ...real, site: { ...real.site, schedulerKind: "none", booking: false } };
});

const { ContactSection } = await import("~/components/site/contact/contact-section");
const { InquiryThankYou } = await import("~/components/site/contact/thank-you");
const { Header } = await import("~/components/site/header");
const { BookCallLink } = await import("./book-call-link");
const { contentSecurityPolicy } = await import("../../../../server/http/security-headers");
const { confirmationMail } = await import("../../../../server/mail/templates");

describe("without a scheduler", () => {
  it("draws no booking link anywhere, and the pages still draw", () => {
    const html = renderToStaticMarkup(
      <>
        <Header path="/contact" />
        <ContactSection />
        <InquiryThankYou subscribed={false} book={{ name: "Ada", email: "ada@a.io" }} />
        <BookCallLink>Book a call</BookCallLink>
      </>,
    );
    expect(html).toContain("Let&#x27;s talk about your team");
    expect(html).toContain("Read our insights");
    expect(html).not.toMatch(/Book a|Prefer to talk|cal\.com|data-module="book-call"/);
  });

  it("frames nothing, and the confirmation offers no call", () => {
    expect(contentSecurityPolicy()).not.toContain("frame-src");
    const mail = confirmationMail({
      id: "0b8a4c1e-9f51-4a4e-8d89-2f0e5e1f7a10",
      name: "Ada Lovelace",
      email: "ada@analytical.io",
      message: "A team of six.",
    } as Parameters<typeof confirmationMail>[0]);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("within 24 hours");
      expect(part).not.toMatch(/discovery call now|cal\.com/);
    }
  });
});
