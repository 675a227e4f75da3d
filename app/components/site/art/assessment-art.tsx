/** A journey assessment: interview notes, a maturity radar and a checklist. Decorative. */
export function AssessmentArt() {
  const scores = [
    [0, -89],
    [56, -18],
    [57, 79],
    [-29, 40],
    [-70, -23],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {/* Maturity radar */}
      <g transform="translate(172 236)">
        <path d="M0-108L103-33L63 87H-63L-103-33Z" fill="#1d3289" />
        <path
          d="M0-72L69-22L42 58H-42L-69-22ZM0-36L34-11L21 29H-21L-34-11ZM0 0V-108M0 0L103-33M0 0L63 87M0 0L-63 87M0 0L-103-33"
          fill="none"
          stroke="#2647d6"
          strokeWidth="2"
        />
        <path
          d="M0-89L56-18L57 79L-29 40L-70-23Z"
          fill="#3fd3b8"
          fillOpacity="0.35"
          stroke="#3fd3b8"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        {scores.map(([x, y]) => (
          <circle key={x} cx={x} cy={y} r="8" fill="#ffb547" stroke="#16235c" strokeWidth="3" />
        ))}
      </g>
      {/* Interview notes */}
      <g transform="translate(40 40)">
        <rect width="112" height="64" rx="16" fill="#ffb547" />
        <path d="M24 64l-4 22 24-22Z" fill="#ffb547" />
        <rect x="16" y="18" width="64" height="8" rx="4" fill="#0b1530" opacity="0.8" />
        <rect x="16" y="36" width="80" height="8" rx="4" fill="#0b1530" opacity="0.35" />
      </g>
      {/* Checklist on a clipboard */}
      <g transform="translate(304 64)">
        <rect width="136" height="288" rx="16" fill="#fff" />
        <rect x="38" y="-12" width="60" height="26" rx="9" fill="#5d84fb" />
        {[68, 52, 72, 48].map((w, i) => (
          <g key={i} transform={`translate(28 ${60 + i * 58})`}>
            {i < 3 ? (
              <>
                <circle r="12" fill="#3fd3b8" />
                <path
                  d="M-5 0l4 4 7-8"
                  fill="none"
                  stroke="#0b1530"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </>
            ) : (
              <circle r="10.5" fill="none" stroke="#bccfff" strokeWidth="3" />
            )}
            <rect x="22" y="-10" width={w} height="8" rx="4" fill="#0b1530" opacity="0.75" />
            <rect x="22" y="4" width={w - 20} height="7" rx="3.5" fill="#0b1530" opacity="0.3" />
          </g>
        ))}
      </g>
    </svg>
  );
}
