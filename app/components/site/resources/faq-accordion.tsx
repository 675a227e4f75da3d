import type { FaqItem } from "@content/resources/schemas";
import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

/**
 * The FAQ: one answer open at a time, and the open one can be closed. Radix gives the
 * keyboard model: Arrow Up/Down move between questions, Home and End jump to the ends.
 * Answers are rendered into the page (hidden until opened) so they are in the HTML.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-paper shadow-card"
    >
      {items.map((item, i) => (
        <Accordion.Item
          key={item.question}
          value={`item-${i}`}
          data-item={`item-${i}`}
          className="group/item"
        >
          <Accordion.Header className="text-base sm:text-lg">
            <Accordion.Trigger className="flex w-full items-center justify-between gap-5 px-5 py-5 text-left font-semibold transition-colors hover:bg-surface focus-visible:-outline-offset-4 sm:px-8 sm:py-6 data-[state=open]:text-brand-700">
              <span className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="mt-0.5 hidden w-7 shrink-0 text-sm font-bold text-muted tabular-nums sm:block"
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                {item.question}
              </span>
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-ink transition-transform duration-200 group-data-[state=open]/item:rotate-180 group-data-[state=open]/item:bg-brand-600 group-data-[state=open]/item:text-white">
                <ChevronDown className="size-5" aria-hidden="true" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="data-[state=closed]:hidden">
            <p className="px-5 pb-6 leading-relaxed text-ink-soft sm:pr-20 sm:pl-[4.75rem]">
              {item.answer}
            </p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** FAQPage structured data (schema.org) from the same items, for pageMeta's `jsonLd`. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
