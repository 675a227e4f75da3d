import { artImages } from "./catalogue";

/** Stylized Bangalore skyline with the delivery-centre pins used by the model teaser. */
export function BangaloreArt() {
  const towers = [
    [20, 150, 56],
    [84, 110, 44],
    [136, 70, 62],
    [206, 125, 40],
    [254, 40, 70],
    [332, 95, 52],
    [392, 135, 46],
    [446, 85, 58],
  ] as const;
  const fills = ["#1d3289", "#2647d6", "#3a62f0"];
  const pins = [
    [110, "#3fd3b8"],
    [270, "#ffb547"],
    [420, "#ff7a63"],
  ] as const;
  return (
    <svg viewBox="0 0 520 360" role="img" aria-labelledby="blr-art-title">
      <title id="blr-art-title">{artImages.bangalore.alt}</title>
      <rect width="520" height="360" rx="28" fill="#dbe5ff" />
      <circle cx="410" cy="80" r="44" fill="#ffb547" />
      {towers.map(([x, top, w], i) => (
        <g key={x}>
          <rect x={x} y={top + 60} width={w} height={240 - top} rx="6" fill={fills[i % 3]} />
          {Array.from({ length: Math.floor((220 - top) / 26) }, (_, r) => (
            <rect
              key={r}
              x={x + 10}
              y={top + 76 + r * 26}
              width={w - 20}
              height="8"
              rx="3"
              fill="#fff"
              opacity="0.35"
            />
          ))}
        </g>
      ))}
      <path d="M0 300h520v32a28 28 0 0 1-28 28H28A28 28 0 0 1 0 332Z" fill="#0e173d" />
      {pins.map(([x, fill]) => (
        <g key={x} transform={`translate(${x} 296)`}>
          <path
            d="M0 0c-12-16-18-26-18-36a18 18 0 0 1 36 0c0 10-6 20-18 36Z"
            fill={fill}
            stroke="#0e173d"
            strokeWidth="3"
          />
          <circle cy="-36" r="6" fill="#0e173d" />
        </g>
      ))}
    </svg>
  );
}
