import { SUMMARY_ATTR } from "./form-parts";

/** One problem: a link to its field, or plain text for a problem that has no field. */
export interface Problem {
  href?: string;
  message: string;
}

/**
 * A form's problems in its fields' order, each linking to its field, then those that belong to
 * no field (a damaged post).
 */
export function fieldProblems(
  fields: readonly string[],
  fieldId: (name: string) => string,
  errors: Readonly<Record<string, string>>,
  notices: readonly string[],
): Problem[] {
  return [
    ...fields
      .filter((name) => errors[name])
      .map((name) => ({ href: `#${fieldId(name)}`, message: errors[name] ?? "" })),
    ...notices.map((message) => ({ message })),
  ];
}

/**
 * The problems at the top of a form sent back by the server (a post without script), each a
 * link to its field, as GOV.UK does: the page opens on it, and a screen reader hears it first.
 */
export function ErrorSummary({ problems, id }: { problems: Problem[]; id: string }) {
  if (problems.length === 0) return null;
  return (
    <div
      {...{ [SUMMARY_ATTR]: "" }}
      role="alert"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="rounded-2xl border-2 border-red-700 bg-red-50 px-5 py-4 outline-none sm:col-span-2"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        There is a problem
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map(({ href, message }) => (
          <li key={message + (href ?? "")}>
            {href ? (
              <a href={href} className="font-semibold text-red-700 underline underline-offset-4">
                {message}
              </a>
            ) : (
              <span className="font-semibold text-red-700">{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
