import type { FaqItem } from "@content/resources/schemas";
import { ChevronDown } from "lucide-react";
import { moduleAttr } from "~/components/ui/module";
import { FAQ_MODULE } from "./faq-accordion.client";

/**
 * The FAQ as native <details> sharing one name: the browser keeps one answer open at a time, and
 * the open one can be closed, from the HTML alone. faq-accordion.client.ts adds Arrow Up/Down,
 * Home and End between the questions. Answers are in the HTML (found by in-page search too).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div
      {...moduleAttr(FAQ_MODULE)}
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-paper shadow-card"
    >
      {items.map((item, i) => (
        <details key={item.question} name="faq" data-item={`item-${i}`} className="group/item">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-5 px-5 py-5 text-left text-base font-semibold transition-colors group-open/item:text-brand-700 hover:bg-surface focus-visible:-outline-offset-4 sm:px-8 sm:py-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            <span className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-0.5 hidden w-7 shrink-0 text-sm font-bold text-muted tabular-nums sm:block"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              {item.question}
            </span>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-ink transition-transform duration-200 group-open/item:rotate-180 group-open/item:bg-brand-600 group-open/item:text-white">
              <ChevronDown className="size-5" aria-hidden="true" />
            </span>
          </summary>
          <p className="px-5 pb-6 leading-relaxed text-ink-soft sm:pr-20 sm:pl-[4.75rem]">
            {item.answer}
          </p>
        </details>
      ))}
    </div>
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
