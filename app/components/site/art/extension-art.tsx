/** Team extension: a working squad with two new engineers joining its open seats. Decorative. */
export function ExtensionArt() {
  const squad = [
    [56, "#3fd3b8"],
    [132, "#ff7a63"],
    [208, "#8eadff"],
  ] as const;
  const joining = [
    [316, 100, "#ffb547"],
    [392, 100, "#ffd08a"],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {/* The product the squad already works on */}
      <g transform="translate(56 48)">
        <rect width="164" height="96" rx="14" fill="#fff" />
        <rect width="164" height="20" rx="10" fill="#dbe5ff" />
        <rect x="16" y="34" width="64" height="8" rx="4" fill="#2647d6" />
        <rect x="30" y="50" width="96" height="8" rx="4" fill="#0b1530" opacity="0.7" />
        <rect x="30" y="66" width="56" height="8" rx="4" fill="#0f8f7a" />
        <rect x="16" y="80" width="36" height="6" rx="3" fill="#0b1530" opacity="0.35" />
      </g>
      {/* The squad: three seats taken, two open */}
      <rect x="40" y="184" width="400" height="180" rx="22" fill="#1d3289" />
      {squad.map(([x, c]) => (
        <g key={x} transform={`translate(${x} 208)`}>
          <rect width="64" height="132" rx="14" fill="#2647d6" />
          <circle cx="32" cy="40" r="13" fill={c} />
          <path d="M10 84a22 22 0 0 1 44 0Z" fill={c} />
          <rect x="14" y="100" width="36" height="8" rx="4" fill="#dbe5ff" />
        </g>
      ))}
      {[284, 360].map((x) => (
        <rect
          key={x}
          x={x + 1.5}
          y="209.5"
          width="61"
          height="129"
          rx="13"
          fill="none"
          stroke="#8eadff"
          strokeWidth="3"
          strokeDasharray="8 8"
        />
      ))}
      {/* Two engineers joining */}
      {joining.map(([x, y, c]) => (
        <g key={x}>
          <path
            d={`M${x} ${y + 42}V230`}
            stroke={c}
            strokeWidth="4"
            strokeDasharray="2 10"
            strokeLinecap="round"
          />
          <path
            d={`M${x - 9} 222l9 10 9-10`}
            fill="none"
            stroke={c}
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <g transform={`translate(${x} ${y})`}>
            <circle r="30" fill="#0e173d" stroke={c} strokeWidth="3" />
            <circle cy="-8" r="9" fill={c} />
            <path d="M-16 18a16 14 0 0 1 32 0Z" fill={c} />
            <circle cx="24" cy="-24" r="13" fill="#3fd3b8" stroke="#16235c" strokeWidth="4" />
            <path d="M18-24h12M24-30v12" stroke="#0b1530" strokeWidth="3.5" strokeLinecap="round" />
          </g>
        </g>
      ))}
    </svg>
  );
}
