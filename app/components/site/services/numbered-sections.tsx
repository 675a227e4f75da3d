import { CheckCircle2 } from "lucide-react";

/** Long-form numbered sections (01, 02, ...): a method explained step by step. */
export function NumberedSections({
  items,
}: {
  items: readonly { title: string; text: string; points: readonly string[] }[];
}) {
  return (
    <ol className="divide-y divide-line border-y border-line">
      {items.map((item, i) => (
        <li
          key={item.title}
          className="grid gap-4 py-10 sm:grid-cols-[5rem_minmax(0,1fr)] lg:grid-cols-[7rem_minmax(0,6fr)_minmax(0,5fr)] lg:gap-10"
        >
          <span
            aria-hidden="true"
            className="text-4xl leading-none font-extrabold tracking-tight text-brand-600 sm:text-5xl"
          >
            {String(i + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-2xl leading-snug font-bold">
              <span className="sr-only">{i + 1}. </span>
              {item.title}
            </h3>
            <p className="mt-3 text-lg leading-relaxed text-ink-soft">{item.text}</p>
          </div>
          {item.points.length ? (
            <ul className="space-y-3 sm:col-start-2 lg:col-start-3 lg:pt-1">
              {item.points.map((p) => (
                <li key={p} className="flex gap-3 leading-relaxed text-ink-soft">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-mint-600"
                    aria-hidden="true"
                  />
                  {p}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
