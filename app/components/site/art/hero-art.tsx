/** Home hero illustration: a distributed team board, onshore and Bangalore blocks in one flow. */
export function HeroArt() {
  return (
    <svg
      viewBox="0 0 520 460"
      className="h-auto w-full"
      role="img"
      aria-labelledby="hero-art-title"
    >
      <title id="hero-art-title">
        A product team board linking onshore leaders with Bangalore engineers
      </title>
      <rect x="20" y="30" width="480" height="400" rx="28" fill="#16235c" />
      <rect x="20" y="30" width="480" height="56" rx="28" fill="#1d3289" />
      <circle cx="56" cy="58" r="7" fill="#ff7a63" />
      <circle cx="80" cy="58" r="7" fill="#ffb547" />
      <circle cx="104" cy="58" r="7" fill="#3fd3b8" />
      {[0, 1, 2].map((col) => (
        <g key={col} transform={`translate(${48 + col * 152} 112)`}>
          <rect width="136" height="22" rx="6" fill="#2647d6" opacity="0.6" />
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(0 ${36 + row * 84})`}>
              <rect
                width="136"
                height="72"
                rx="12"
                fill="#fff"
                opacity={col === 1 && row === 0 ? 1 : 0.94}
              />
              <rect
                x="14"
                y="16"
                width={70 + ((col + row) % 3) * 16}
                height="8"
                rx="4"
                fill="#0b1530"
                opacity="0.8"
              />
              <rect x="14" y="32" width="92" height="6" rx="3" fill="#5b6478" opacity="0.4" />
              <circle
                cx="26"
                cy="54"
                r="8"
                fill={["#3a62f0", "#ffb547", "#3fd3b8"][(col + row) % 3]}
              />
              <circle
                cx="40"
                cy="54"
                r="8"
                fill={["#ff7a63", "#3a62f0", "#ffb547"][(col + row) % 3]}
              />
              <rect
                x="92"
                y="48"
                width="30"
                height="12"
                rx="6"
                fill={["#dbe5ff", "#ffd08a", "#7ee6d3"][col]}
              />
            </g>
          ))}
        </g>
      ))}
      <g transform="translate(330 300)">
        <rect width="176" height="120" rx="20" fill="#ffb547" />
        <text
          x="20"
          y="44"
          fill="#0b1530"
          fontSize="15"
          fontWeight="700"
          fontFamily="Inter, sans-serif"
        >
          Sprint velocity
        </text>
        <polyline
          points="20,96 52,84 84,88 116,66 148,52"
          fill="none"
          stroke="#0b1530"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(0 330)">
        <rect width="150" height="96" rx="20" fill="#3fd3b8" />
        <text
          x="18"
          y="40"
          fill="#0b1530"
          fontSize="30"
          fontWeight="800"
          fontFamily="Inter, sans-serif"
        >
          130+
        </text>
        <text
          x="18"
          y="66"
          fill="#0b1530"
          fontSize="13"
          fontWeight="600"
          fontFamily="Inter, sans-serif"
        >
          teams since 2014
        </text>
      </g>
    </svg>
  );
}
