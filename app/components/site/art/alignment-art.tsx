import { LabelChip } from "./label-chip";

/** Product, engineering and finance as three lanes meeting at one shared goal. Decorative. */
export function AlignmentArt() {
  const lanes = [
    [96, "Product", "#3fd3b8", "M176 96C232 96 236 200 292 200"],
    [200, "Engineering", "#ffb547", "M176 200H292"],
    [304, "Finance", "#8eadff", "M176 304C232 304 236 200 292 200"],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {lanes.map(([y, , , d]) => (
        <path key={y} d={d} fill="none" stroke="#2647d6" strokeWidth="22" strokeLinecap="round" />
      ))}
      {lanes.map(([y, , c, d]) => (
        <path
          key={y}
          d={d}
          fill="none"
          stroke={c}
          strokeWidth="4"
          strokeDasharray="2 12"
          strokeLinecap="round"
        />
      ))}
      {lanes.map(([y, label, c]) => (
        <LabelChip key={y} x={108} y={y} width={136} height={48} label={label} fill={c} />
      ))}
      {/* The shared goal */}
      <g transform="translate(360 200)">
        <circle r="72" fill="#1d3289" />
        <circle r="56" fill="#fff" />
        <circle r="40" fill="#ff7a63" />
        <circle r="24" fill="#fff" />
        <circle r="10" fill="#ff7a63" />
        {/* A dart in the bullseye */}
        <path d="M0 0L52-52" stroke="#0b1530" strokeWidth="5" strokeLinecap="round" />
        <path d="M40-40L36-64L52-52ZM40-40L64-36L52-52Z" fill="#ffb547" />
      </g>
    </svg>
  );
}
