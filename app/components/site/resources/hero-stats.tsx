import type { Stat } from "../sections/stat-band";

/** A compact row of figures for a dark hero: three columns even on phones. */
export function HeroStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid w-full max-w-2xl grid-cols-3 divide-x divide-white/15 rounded-2xl bg-white/[0.06] py-5 ring-1 ring-white/10 backdrop-blur-sm sm:py-6">
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col-reverse justify-end px-3 text-center sm:px-6 sm:text-left"
        >
          <dt className="mt-1 text-xs leading-snug text-brand-100 sm:text-sm">{s.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-saffron-400 sm:text-4xl">
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
