import type { PortraitSpec } from "@content/company/schema";
import type { ReactNode } from "react";
import { cn } from "~/markup/cn";

/** "Claire Dubois" -> "CD". */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join("");
}

/** Background pattern behind the bust, one per person for variety. */
function Motif({ motif, color }: { motif: PortraitSpec["motif"]; color: string }) {
  const common = { fill: "none", stroke: color, strokeWidth: 14 } as const;
  let art: ReactNode;
  switch (motif) {
    case "arcs":
      art = [110, 170, 230, 290].map((r) => (
        <circle key={r} cx="400" cy="0" r={r} {...common} opacity={0.5 - r / 900} />
      ));
      break;
    case "grid":
      art = Array.from({ length: 9 }, (_, i) => (
        <g key={i} opacity="0.28">
          <path d={`M${i * 50} 0V400`} stroke={color} strokeWidth="2" />
          <path d={`M0 ${i * 50}H400`} stroke={color} strokeWidth="2" />
        </g>
      ));
      break;
    case "rings":
      art = [120, 150, 180].map((r, i) => (
        <circle
          key={r}
          cx="200"
          cy="180"
          r={r}
          fill="none"
          stroke={color}
          strokeWidth="10"
          strokeDasharray={i === 1 ? "2 18" : undefined}
          strokeLinecap="round"
          opacity="0.55"
        />
      ));
      break;
    case "diagonal":
      art = Array.from({ length: 10 }, (_, i) => (
        <path
          key={i}
          d={`M${i * 60 - 200} 400L${i * 60 + 200} 0`}
          stroke={color}
          strokeWidth="16"
          opacity="0.22"
        />
      ));
      break;
    case "dots":
      art = Array.from({ length: 100 }, (_, i) => (
        <circle
          key={i}
          cx={20 + (i % 10) * 40}
          cy={20 + Math.floor(i / 10) * 40}
          r={i % 7 === 0 ? 5 : 3}
          fill={color}
          opacity="0.45"
        />
      ));
      break;
    case "steps":
      art = (
        <path d="M0 400V300h70v-60h70v-60h70v-60h70V60h70V0h50v400Z" fill={color} opacity="0.2" />
      );
      break;
  }
  return <g>{art}</g>;
}

/**
 * An original, abstract portrait: a geometric bust with the person's initials on a
 * per-person palette and motif. Deliberately not a likeness: no faces, hair or skin tones.
 */
export function Portrait({
  name,
  image,
  className,
  decorative = false,
}: {
  name: string;
  image: PortraitSpec;
  className?: string;
  /** True when the name is already beside it and the picture adds nothing for a screen reader. */
  decorative?: boolean;
}) {
  const { background, bust, head, accent, motif } = image;
  const label = `Illustrated portrait of ${name}`;
  return (
    <svg
      viewBox="0 0 400 400"
      className={cn("block h-auto w-full", className)}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
    >
      <rect width="400" height="400" fill={background} />
      <Motif motif={motif} color={accent} />
      {/* Soft floor shadow under the bust */}
      <ellipse cx="200" cy="410" rx="190" ry="40" fill={bust} opacity="0.25" />
      {/* Shoulders */}
      <path d="M64 400c0-84 58-126 136-126s136 42 136 126Z" fill={bust} />
      {/* Collar */}
      <path
        d="M166 280l34 40 34-40"
        fill="none"
        stroke={accent}
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Head, with a half-tone for volume */}
      <circle cx="200" cy="176" r="72" fill={head} />
      <path d="M200 104a72 72 0 0 1 0 144Z" fill={bust} opacity="0.08" />
      <circle cx="200" cy="176" r="72" fill="none" stroke={bust} strokeWidth="3" opacity="0.15" />
      <text
        x="200"
        y="374"
        textAnchor="middle"
        fontSize="40"
        fontWeight="800"
        letterSpacing="3"
        fill="#ffffff"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
