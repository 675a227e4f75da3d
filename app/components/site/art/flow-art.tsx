/** Our model: build the team, run operations, scale, as three linked stages. Decorative. */
export function FlowArt() {
  const label = { fill: "#fff", fontSize: 15, fontWeight: 700, fontFamily: "Inter, sans-serif" };
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      <path
        d="M112 300C170 300 170 214 230 210S300 130 368 118"
        fill="none"
        stroke="#5d84fb"
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      {/* Build: three engineers */}
      <g transform="translate(40 236)">
        <rect width="144" height="128" rx="22" fill="#2647d6" />
        {[
          [40, "#ffb547"],
          [72, "#3fd3b8"],
          [104, "#ff7a63"],
        ].map(([x, c]) => (
          <g key={x} transform={`translate(${x} 44)`}>
            <circle r="12" fill={c as string} />
            <path d="M-20 42a20 20 0 0 1 40 0Z" fill={c as string} opacity="0.85" />
          </g>
        ))}
        <text x="72" y="112" textAnchor="middle" {...label}>
          Build
        </text>
      </g>
      {/* Run: the centre */}
      <g transform="translate(168 136)">
        <rect width="144" height="128" rx="22" fill="#1d3289" stroke="#3a62f0" strokeWidth="2" />
        <path d="M36 86V38l36-18 36 18v48Z" fill="#dbe5ff" />
        {[46, 64, 82].map((x) => (
          <g key={x}>
            <rect x={x - 4} y="46" width="10" height="10" rx="2" fill="#2647d6" />
            <rect x={x - 4} y="64" width="10" height="10" rx="2" fill="#2647d6" />
          </g>
        ))}
        <text x="72" y="112" textAnchor="middle" {...label}>
          Run
        </text>
      </g>
      {/* Talent pool and team-size chips */}
      <g transform="translate(40 44)">
        <rect width="132" height="64" rx="16" fill="#3fd3b8" />
        <text
          x="18"
          y="30"
          fill="#0b1530"
          fontSize="20"
          fontWeight="800"
          fontFamily="Inter, sans-serif"
        >
          Top 1%
        </text>
        <text
          x="18"
          y="50"
          fill="#0b1530"
          fontSize="12"
          fontWeight="600"
          fontFamily="Inter, sans-serif"
        >
          of 2M+ engineers
        </text>
      </g>
      <g transform="translate(328 292)">
        <rect width="112" height="64" rx="16" fill="#fff" />
        <text
          x="18"
          y="30"
          fill="#0b1530"
          fontSize="20"
          fontWeight="800"
          fontFamily="Inter, sans-serif"
        >
          5-100+
        </text>
        <text
          x="18"
          y="50"
          fill="#3c4761"
          fontSize="12"
          fontWeight="600"
          fontFamily="Inter, sans-serif"
        >
          engineers
        </text>
      </g>
      {/* Scale: growing bars */}
      <g transform="translate(296 36)">
        <rect width="144" height="128" rx="22" fill="#ffb547" />
        {[16, 30, 46, 62].map((h, i) => (
          <rect key={h} x={30 + i * 22} y={84 - h} width="16" height={h} rx="4" fill="#0b1530" />
        ))}
        <text x="72" y="112" textAnchor="middle" {...label} fill="#0b1530">
          Scale
        </text>
      </g>
    </svg>
  );
}
