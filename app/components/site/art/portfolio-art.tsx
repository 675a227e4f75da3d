/** A portfolio board (now / next / later) with an allocation dial. Decorative. */
export function PortfolioArt() {
  const columns = [
    { x: 36, label: "Now", cards: ["#3fd3b8", "#3fd3b8", "#ffb547"] },
    { x: 156, label: "Next", cards: ["#8eadff", "#ffb547"] },
    { x: 276, label: "Later", cards: ["#8eadff"] },
  ];
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {columns.map((col) => (
        <g key={col.label} transform={`translate(${col.x} 132)`}>
          <rect width="108" height="236" rx="14" fill="#1d3289" />
          <text
            x="16"
            y="30"
            fill="#dbe5ff"
            fontSize="14"
            fontWeight="700"
            fontFamily="Inter, sans-serif"
          >
            {col.label}
          </text>
          {col.cards.map((c, i) => (
            <g key={`${col.label}-${i}`} transform={`translate(10 ${46 + i * 62})`}>
              <rect width="88" height="52" rx="9" fill="#fff" />
              <rect
                x="10"
                y="12"
                width={44 + ((i * 17) % 26)}
                height="7"
                rx="3.5"
                fill="#0b1530"
                opacity="0.75"
              />
              <rect x="10" y="32" width="26" height="9" rx="4.5" fill={c} />
            </g>
          ))}
        </g>
      ))}
      {/* Allocation dial */}
      <g transform="translate(330 70)">
        <circle r="44" fill="none" stroke="#2647d6" strokeWidth="16" />
        <circle
          r="44"
          fill="none"
          stroke="#ffb547"
          strokeWidth="16"
          strokeDasharray="150 277"
          transform="rotate(-90)"
        />
        <circle
          r="44"
          fill="none"
          stroke="#3fd3b8"
          strokeWidth="16"
          strokeDasharray="80 277"
          strokeDashoffset="-150"
          transform="rotate(-90)"
        />
      </g>
      <rect x="404" y="132" width="40" height="236" rx="14" fill="#0e173d" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x="414"
          y={150 + i * 54}
          width="20"
          height={36 - i * 6}
          rx="4"
          fill="#5d84fb"
        />
      ))}
      <rect x="36" y="48" width="196" height="16" rx="8" fill="#dbe5ff" />
      <rect x="36" y="78" width="132" height="12" rx="6" fill="#5d84fb" />
    </svg>
  );
}
