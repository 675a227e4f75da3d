import { CheckCircle2, XCircle } from "lucide-react";
import { CheckList } from "../sections/check-list";

/** Two lists side by side: what a buyer leaves behind and what they gain. */
export function AvoidGetComparison({
  avoid,
  get,
}: {
  avoid: { title: string; items: readonly string[] };
  get: { title: string; items: readonly string[] };
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-3xl border border-line bg-surface p-8 sm:p-10">
        <h3 className="flex items-center gap-3 text-xl font-bold">
          <XCircle className="size-7 shrink-0 text-[#c2412d]" aria-hidden="true" />
          {avoid.title}
        </h3>
        <div className="mt-6">
          <CheckList items={avoid.items} variant="cross" />
        </div>
      </div>
      <div className="rounded-3xl bg-brand-950 p-8 text-white shadow-lift sm:p-10">
        <h3 className="flex items-center gap-3 text-xl font-bold">
          <CheckCircle2 className="size-7 shrink-0 text-mint-400" aria-hidden="true" />
          {get.title}
        </h3>
        <div className="mt-6 [&_li]:text-brand-100 [&_svg]:text-mint-400">
          <CheckList items={get.items} />
        </div>
      </div>
    </div>
  );
}
