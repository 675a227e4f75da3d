/** A delivery trend that dips, is caught and climbs back above plan. Decorative. */
export function RecoveryArt() {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {[100, 160, 220, 280].map((y) => (
        <path key={y} d={`M48 ${y}H436`} stroke="#1d3289" strokeWidth="2" />
      ))}
      <path d="M48 336H436M48 64V336" stroke="#5d84fb" strokeWidth="3" strokeLinecap="round" />
      {/* The plan */}
      <path d="M56 300L428 96" stroke="#8eadff" strokeWidth="3" strokeDasharray="10 10" />
      {/* Slipping, then recovering */}
      <path
        d="M56 300L120 266L176 270L214 300"
        fill="none"
        stroke="#ff7a63"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M214 300L262 250L318 196L372 132L420 84"
        fill="none"
        stroke="#3fd3b8"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M402 78L426 80L418 102"
        fill="none"
        stroke="#3fd3b8"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Assessment, plan, implementation */}
      {[
        [214, 300, "#ffb547"],
        [262, 250, "#ffb547"],
        [318, 196, "#ffb547"],
      ].map(([x, y, c]) => (
        <circle key={x} cx={x} cy={y} r="11" fill={c as string} stroke="#16235c" strokeWidth="4" />
      ))}
      <g transform="translate(196 40)">
        <rect width="116" height="36" rx="18" fill="#ffb547" />
        <text
          x="58"
          y="24"
          textAnchor="middle"
          fill="#0b1530"
          fontSize="15"
          fontWeight="800"
          fontFamily="Inter, sans-serif"
        >
          Back on track
        </text>
      </g>
    </svg>
  );
}
