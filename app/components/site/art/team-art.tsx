/** A dedicated team around one product: six engineers and an extra seat being filled. Decorative. */
export function TeamArt() {
  const seats = [
    [240, 62, "#ffb547"],
    [364, 126, "#3fd3b8"],
    [364, 266, "#8eadff"],
    [240, 330, "#ff7a63"],
    [116, 266, "#3fd3b8"],
    [116, 126, "#ffd08a"],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      <circle cx="240" cy="198" r="128" fill="none" stroke="#2647d6" strokeWidth="2" />
      <circle cx="240" cy="198" r="86" fill="#1d3289" />
      {/* The shared product: a code window */}
      <g transform="translate(182 156)">
        <rect width="116" height="84" rx="12" fill="#fff" />
        <rect width="116" height="18" rx="9" fill="#dbe5ff" />
        <rect x="14" y="30" width="52" height="7" rx="3.5" fill="#2647d6" />
        <rect x="26" y="44" width="70" height="7" rx="3.5" fill="#0b1530" opacity="0.7" />
        <rect x="26" y="58" width="44" height="7" rx="3.5" fill="#0f8f7a" />
        <rect x="14" y="70" width="30" height="6" rx="3" fill="#0b1530" opacity="0.35" />
      </g>
      {seats.map(([x, y, c]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <circle r="30" fill="#0e173d" stroke={c} strokeWidth="3" />
          <circle cy="-8" r="9" fill={c} />
          <path d="M-16 18a16 14 0 0 1 32 0Z" fill={c} />
        </g>
      ))}
      {/* The seat being added */}
      <g transform="translate(404 352)">
        <circle r="26" fill="#ffb547" />
        <path d="M-10 0h20M0-10v20" stroke="#0b1530" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}
