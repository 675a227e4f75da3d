import { site } from "@content/site";
import { MAP_H, MAP_W, px, py, WORLD_MAP_URL } from "@lib/world-map";
import { cn } from "~/markup/cn";
import { officeCoordinates } from "./offices";

/** Where each label sits relative to its marker, so Dublin and London do not collide. */
const labelSide: Record<string, "left" | "right"> = {
  Dublin: "left",
  London: "right",
  Bangalore: "right",
  Sydney: "left",
};

/**
 * An original, abstract dotted world map with a labelled marker for each office: the land is
 * a lazy image (lib/world-map.ts), arcs and markers are drawn over it; labels are HTML so they
 * stay crisp and legible at every width.
 */
export function OfficeMap({ className }: { className?: string }) {
  const offices = site.offices.filter((o) => officeCoordinates[o.city]);
  const label = `World map marking the ${offices.length} H2 offices: ${offices
    .map((o) => `${o.city}, ${o.country}`)
    .join("; ")}`;
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        "relative overflow-hidden rounded-3xl bg-brand-950 p-4 shadow-card ring-1 ring-brand-900 sm:p-8",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(28rem_16rem_at_70%_40%,rgb(58_98_240/0.35),transparent)]"
      />
      <div className="relative">
        <img
          src={WORLD_MAP_URL}
          alt=""
          width={MAP_W}
          height={MAP_H}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
        <svg
          viewBox={`0 0 ${MAP_W} ${MAP_H}`}
          className="absolute inset-0 h-full w-full"
          aria-hidden="true"
        >
          {/* Arcs from Bangalore to each client office */}
          {offices
            .filter((o) => o.city !== "Bangalore")
            .map((o) => {
              const from = officeCoordinates.Bangalore!;
              const to = officeCoordinates[o.city]!;
              const [x1, y1, x2, y2] = [px(from.lon), py(from.lat), px(to.lon), py(to.lat)];
              const cx = (x1 + x2) / 2;
              const cy = Math.min(y1, y2) - 60;
              return (
                <path
                  key={o.city}
                  d={`M${x1.toFixed(1)} ${y1.toFixed(1)}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`}
                  fill="none"
                  stroke="#ffb547"
                  strokeWidth="2"
                  strokeDasharray="6 7"
                  opacity="0.7"
                />
              );
            })}
        </svg>
        {offices.map((o) => {
          const c = officeCoordinates[o.city]!;
          const side = labelSide[o.city] ?? "right";
          return (
            <span
              key={o.city}
              data-office={o.city}
              className="absolute size-4 -translate-x-1/2 -translate-y-1/2"
              style={{
                left: `${(px(c.lon) / MAP_W) * 100}%`,
                top: `${(py(c.lat) / MAP_H) * 100}%`,
              }}
            >
              <span className="absolute inset-0 animate-ping rounded-full bg-saffron-400/60 motion-reduce:hidden" />
              <span className="absolute inset-0.5 rounded-full border-2 border-brand-950 bg-saffron-400" />
              <span
                className={cn(
                  "absolute top-1/2 -translate-y-1/2 rounded-full bg-paper px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-ink shadow sm:text-xs",
                  side === "left" ? "right-full mr-1.5" : "left-full ml-1.5",
                )}
              >
                {o.city}
              </span>
            </span>
          );
        })}
      </div>
    </div>
  );
}
