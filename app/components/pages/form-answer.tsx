import type { ReactNode } from "react";

/**
 * The body of the server's answer to a form posted without script: what happened in one heading
 * and one line, then the form again (filled in, its problems marked) or the way on.
 */
export function FormAnswerPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="answer-heading" className="bg-surface py-12 sm:py-16">
      <div className="mx-auto w-full max-w-3xl px-5 sm:px-8">
        <h1 id="answer-heading" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-soft">{lead}</p>
        <div className="mt-8 rounded-3xl border border-line bg-paper p-6 shadow-card sm:p-10">
          {children}
        </div>
      </div>
    </section>
  );
}
