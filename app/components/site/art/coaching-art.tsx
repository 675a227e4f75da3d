/** A coach and a practitioner in conversation, with progress building behind them. Decorative. */
export function CoachingArt() {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={56 + i * 76}
          y={300 - i * 44}
          width="60"
          height={60 + i * 44}
          rx="10"
          fill="#1d3289"
        />
      ))}
      <path
        d="M68 300L144 256L220 212L296 168L372 124"
        fill="none"
        stroke="#3fd3b8"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="1 12"
      />
      {/* Speech bubbles */}
      <g transform="translate(64 60)">
        <rect width="176" height="84" rx="18" fill="#fff" />
        <path d="M34 84l-6 26 30-26Z" fill="#fff" />
        <rect x="20" y="22" width="116" height="9" rx="4.5" fill="#0b1530" opacity="0.8" />
        <rect x="20" y="42" width="136" height="9" rx="4.5" fill="#0b1530" opacity="0.3" />
        <rect x="20" y="60" width="80" height="9" rx="4.5" fill="#0b1530" opacity="0.3" />
      </g>
      <g transform="translate(248 150)">
        <rect width="176" height="70" rx="18" fill="#ffb547" />
        <path d="M142 70l6 24-30-24Z" fill="#ffb547" />
        <rect x="20" y="22" width="104" height="9" rx="4.5" fill="#0b1530" opacity="0.8" />
        <rect x="20" y="42" width="132" height="9" rx="4.5" fill="#0b1530" opacity="0.35" />
      </g>
      {[
        [110, 238, "#3fd3b8"],
        [370, 282, "#ff7a63"],
      ].map(([x, y, c]) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          <circle r="16" fill={c as string} />
          <path d="M-28 54a28 30 0 0 1 56 0Z" fill={c as string} />
        </g>
      ))}
    </svg>
  );
}
