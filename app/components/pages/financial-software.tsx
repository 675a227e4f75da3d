import type { SectorPageContent } from "@content/sectors/schema";
import type { ReactNode } from "react";
import { SectorPage } from "~/components/site/sectors/sector-page";

export function FinancialSoftwarePage({
  content,
  contactForm,
}: {
  content: SectorPageContent;
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}) {
  return <SectorPage content={content} contactForm={contactForm} />;
}
