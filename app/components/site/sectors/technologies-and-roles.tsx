import { TechChips } from "./tech-chips";

export interface TechGroup {
  name: string;
  items: readonly string[];
}

export interface Role {
  name: string;
  /** Shown after the role, e.g. "and more" on the last item. */
  note?: string;
}

/** Technology groups as chip rows beside the list of roles a team can include. */
export function TechnologiesAndRoles({
  groups,
  roles,
}: {
  groups: readonly TechGroup[];
  roles: readonly Role[];
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
      <div className="rounded-3xl bg-brand-950 p-6 text-white sm:p-8">
        <h3 className="text-xl font-bold">Technologies</h3>
        <dl className="mt-6 space-y-5">
          {groups.map((g) => (
            <div key={g.name}>
              <dt className="text-sm font-semibold text-saffron-300">{g.name}</dt>
              <dd className="mt-2">
                <TechChips items={g.items} label={g.name} tone="dark" />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="text-xl font-bold">
          Roles we hire for <span className="font-medium text-muted">({roles.length})</span>
        </h3>
        <ol className="mt-6 gap-x-10 sm:columns-2" aria-label="Roles we hire for">
          {roles.map((r, i) => (
            <li
              key={r.name}
              className="flex break-inside-avoid items-baseline gap-3 border-b border-line py-2.5 text-[0.9375rem]"
            >
              <span
                aria-hidden="true"
                className="w-6 shrink-0 text-xs font-bold text-brand-600 tabular-nums"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <span className="font-medium text-ink">
                {r.name}
                {r.note ? (
                  <em className="ml-2 inline-block rounded-full whitespace-nowrap bg-saffron-300/60 px-2 py-0.5 text-xs font-semibold text-ink not-italic">
                    {r.note}
                  </em>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
