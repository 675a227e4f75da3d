/** Floor plan of a delivery centre: desk pods, meeting rooms and a lounge. Decorative. */
export function CentreArt() {
  const pods = [
    [52, 150],
    [160, 150],
    [52, 262],
    [160, 262],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      <rect
        x="32"
        y="32"
        width="416"
        height="336"
        rx="14"
        fill="#1d3289"
        stroke="#5d84fb"
        strokeWidth="3"
      />
      {/* Meeting rooms */}
      {[52, 160].map((x) => (
        <g key={x}>
          <rect x={x} y="52" width="92" height="70" rx="8" fill="#2647d6" />
          <ellipse cx={x + 46} cy="87" rx="26" ry="13" fill="#dbe5ff" />
        </g>
      ))}
      {/* Desk pods */}
      {pods.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect x={x + 10} y={y + 22} width="72" height="40" rx="5" fill="#fff" />
          <path
            d={`M${x + 46} ${y + 22}v40M${x + 10} ${y + 42}h72`}
            stroke="#bccfff"
            strokeWidth="2"
          />
          {[0, 1].map((i) => (
            <g key={i}>
              <circle cx={x + 28 + i * 36} cy={y + 12} r="7" fill="#3fd3b8" />
              <circle cx={x + 28 + i * 36} cy={y + 72} r="7" fill="#ffb547" />
            </g>
          ))}
        </g>
      ))}
      {/* Lounge and focus booths */}
      <rect x="276" y="52" width="152" height="148" rx="10" fill="#0e173d" />
      <circle cx="324" cy="112" r="22" fill="#ff7a63" />
      <circle cx="384" cy="150" r="16" fill="#ffd08a" />
      <circle cx="378" cy="86" r="12" fill="#7ee6d3" />
      {[276, 330, 384].map((x) => (
        <rect key={x} x={x} y="226" width="44" height="56" rx="8" fill="#2647d6" />
      ))}
      <rect x="276" y="300" width="152" height="48" rx="10" fill="#ffb547" />
      <text
        x="352"
        y="330"
        textAnchor="middle"
        fill="#0b1530"
        fontSize="16"
        fontWeight="800"
        fontFamily="Inter, sans-serif"
      >
        25K sq ft
      </text>
    </svg>
  );
}
