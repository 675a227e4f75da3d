/** A portfolio dashboard: flow chart, KPI tiles and a status list. Decorative. */
export function DashboardArt() {
  const kpis = [
    ["#3fd3b8", 64],
    ["#ffb547", 44],
    ["#8eadff", 80],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      <rect x="32" y="32" width="416" height="44" rx="12" fill="#1d3289" />
      <circle cx="58" cy="54" r="8" fill="#ff7a63" />
      <rect x="78" y="48" width="120" height="12" rx="6" fill="#dbe5ff" />
      {kpis.map(([c, w], i) => (
        <g key={c} transform={`translate(${32 + i * 144} 92)`}>
          <rect width="128" height="76" rx="14" fill="#fff" />
          <rect x="16" y="18" width="48" height="8" rx="4" fill="#0b1530" opacity="0.4" />
          <rect x="16" y="38" width={w} height="18" rx="6" fill={c} />
        </g>
      ))}
      <g transform="translate(32 184)">
        <rect width="264" height="184" rx="16" fill="#fff" />
        {[48, 88, 128].map((y) => (
          <path key={y} d={`M20 ${y}H244`} stroke="#e3e7ef" strokeWidth="2" />
        ))}
        <path
          d="M20 150L64 128L108 136L152 98L196 84L244 42"
          fill="none"
          stroke="#2647d6"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M20 160L64 150L108 154L152 132L196 126L244 110"
          fill="none"
          stroke="#3fd3b8"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(312 184)">
        <rect width="136" height="184" rx="16" fill="#1d3289" />
        {["#3fd3b8", "#3fd3b8", "#ffb547", "#ff7a63"].map((c, i) => (
          <g key={`${c}-${i}`} transform={`translate(18 ${26 + i * 38})`}>
            <circle cx="8" cy="8" r="8" fill={c} />
            <rect x="26" y="3" width={72 - i * 8} height="10" rx="5" fill="#dbe5ff" />
          </g>
        ))}
      </g>
    </svg>
  );
}
