/** Funding long-lived teams: one budget split into steady streams for three teams. Decorative. */
export function FundingArt() {
  // Each stream: its share of the budget bar [from, to], the team card it funds (x), colour
  // and how far that team's outcome bar has filled.
  const streams = [
    [128, 236, 40, "#3fd3b8", 68],
    [244, 320, 180, "#8eadff", 56],
    [328, 416, 320, "#ffb547", 80],
  ] as const;
  const people = ["#3fd3b8", "#ff7a63", "#8eadff"];
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {streams.map(([a, b, x, c]) => (
        <g key={x}>
          <path
            d={`M${a} 116C${a} 180 ${x + 12} 180 ${x + 12} 244H${x + 108}C${x + 108} 180 ${b} 180 ${b} 116Z`}
            fill="#1d3289"
          />
          <path
            d={`M${(a + b) / 2} 132C${(a + b) / 2} 184 ${x + 60} 184 ${x + 60} 228`}
            fill="none"
            stroke={c}
            strokeWidth="4"
            strokeDasharray="2 12"
            strokeLinecap="round"
          />
        </g>
      ))}
      {/* The budget: a stack of coins and its allocation */}
      <rect x="40" y="40" width="400" height="84" rx="18" fill="#fff" />
      {[92, 80, 68].map((y) => (
        <g key={y} transform={`translate(84 ${y})`}>
          <path d="M-22 0v8a22 8 0 0 0 44 0v-8Z" fill="#ffb547" />
          <ellipse rx="22" ry="8" fill="#ffd08a" stroke="#ffb547" strokeWidth="2" />
        </g>
      ))}
      {streams.map(([a, b, x, c]) => (
        <rect key={x} x={a} y="68" width={b - a} height="28" rx="8" fill={c} />
      ))}
      {/* Three long-lived teams */}
      {streams.map(([, , x, c, done]) => (
        <g key={x} transform={`translate(${x} 236)`}>
          <rect width="120" height="128" rx="16" fill="#fff" />
          {people.map((p, i) => (
            <g key={p} transform={`translate(${28 + i * 32} 40)`}>
              <circle r="10" fill={p} />
              <path d="M-14 32a14 16 0 0 1 28 0Z" fill={p} />
            </g>
          ))}
          <rect x="16" y="92" width="88" height="12" rx="6" fill="#e3e7ef" />
          <rect x="16" y="92" width={done} height="12" rx="6" fill={c} />
        </g>
      ))}
    </svg>
  );
}
