export interface Reason {
  title: string;
  text: string;
}

/** Numbered reasons in a 1 / 2 / 3 column grid, with large outlined numerals. */
export function ReasonsList({ items }: { items: readonly Reason[] }) {
  return (
    <ol className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((r, i) => (
        <li key={r.title} className="relative border-t-2 border-brand-600 pt-6">
          <span
            aria-hidden="true"
            className="text-4xl leading-none font-extrabold text-saffron-700 tabular-nums sm:text-5xl"
          >
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-4 text-lg font-bold">{r.title}</h3>
          <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-soft">{r.text}</p>
        </li>
      ))}
    </ol>
  );
}
