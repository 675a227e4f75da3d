/** Team culture: a calendar of shared moments, a heart badge and long tenures. Decorative. */
export function CultureArt() {
  const marked: Record<string, string> = { "1-0": "#ffb547", "4-1": "#3fd3b8", "2-2": "#ff7a63" };
  const tenures = [
    [270, 316, "#3fd3b8"],
    [302, 270, "#8eadff"],
    [334, 232, "#ffb547"],
  ] as const;
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      {/* A calendar of celebrations */}
      <g transform="translate(40 48)">
        <rect width="236" height="164" rx="16" fill="#fff" />
        <path d="M0 16a16 16 0 0 1 16-16h204a16 16 0 0 1 16 16v24H0Z" fill="#dbe5ff" />
        {[52, 176].map((x) => (
          <rect key={x} x={x} y="-10" width="8" height="22" rx="4" fill="#2647d6" />
        ))}
        {[0, 1, 2].map((r) =>
          [0, 1, 2, 3, 4, 5].map((c) => (
            <rect
              key={`${c}-${r}`}
              x={20 + c * 34}
              y={56 + r * 32}
              width="26"
              height="22"
              rx="6"
              fill={marked[`${c}-${r}`] ?? "#e3e7ef"}
            />
          )),
        )}
      </g>
      {/* Heart rosette */}
      <g transform="translate(364 128)">
        <path d="M-30 34l-14 62 26-14 14 22 10-58Z" fill="#ff7a63" />
        <path d="M30 34l14 62-26-14-14 22-10-58Z" fill="#ff7a63" />
        <circle r="62" fill="#ffb547" />
        <circle r="46" fill="#fff" />
        <path d="M0 24C-34 2-24-32 0-14C24-32 34 2 0 24Z" fill="#ff7a63" />
      </g>
      {/* Tenure: people who stay for years */}
      <rect x="40" y="240" width="400" height="128" rx="22" fill="#1d3289" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <circle key={i} cx={116 + i * 42} cy="256" r="3" fill="#5d84fb" />
      ))}
      {tenures.map(([y, w, c]) => (
        <g key={y}>
          <g transform={`translate(76 ${y})`}>
            <circle r="14" fill={c} />
            <circle cy="-3" r="5" fill="#16235c" />
            <path d="M-8 10a8 7 0 0 1 16 0Z" fill="#16235c" />
          </g>
          <rect x="104" y={y - 8} width={w} height="16" rx="8" fill={c} />
        </g>
      ))}
    </svg>
  );
}
