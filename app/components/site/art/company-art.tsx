/** Original illustrations for the About and Leadership heroes (drawn to SVG files at build). */
import { artImages } from "./catalogue";

const PANEL = "#16235c";

/** Four approach tiles around the H2 hub: accelerate, recover, embed, optimize. */
export function AboutArt() {
  const tiles = [
    { x: 40, y: 40, fill: "#ffb547", label: "Accelerate", icon: "bars" },
    { x: 290, y: 40, fill: "#3fd3b8", label: "Recover", icon: "ring" },
    { x: 40, y: 250, fill: "#8eadff", label: "Embed", icon: "loop" },
    { x: 290, y: 250, fill: "#ff7a63", label: "Optimize", icon: "gauge" },
  ] as const;
  return (
    <svg viewBox="0 0 520 460" role="img" aria-labelledby="about-art">
      <title id="about-art">{artImages.about.alt}</title>
      <rect x="10" y="10" width="500" height="440" rx="32" fill={PANEL} />
      <path
        d="M135 135L260 230L385 135M135 345L260 230L385 345"
        fill="none"
        stroke="#3a62f0"
        strokeWidth="3"
        strokeDasharray="6 8"
      />
      {tiles.map((t) => (
        <g key={t.label} transform={`translate(${t.x} ${t.y})`}>
          <rect width="190" height="170" rx="22" fill="#1d3289" />
          <rect x="20" y="20" width="56" height="56" rx="14" fill={t.fill} />
          <g transform="translate(48 48)" stroke="#0b1530" strokeWidth="5" fill="none">
            {t.icon === "bars" ? (
              <>
                <path d="M-14 14V6M-3 14V-2M8 14V-12" strokeLinecap="round" />
                <path d="M-16 -6L6 -18M6 -18h-8M6 -18v8" strokeLinecap="round" />
              </>
            ) : t.icon === "ring" ? (
              <>
                <circle r="16" />
                <circle r="6" />
                <path d="M-11 -11l5 5M11 -11l-5 5M-11 11l5-5M11 11l-5-5" />
              </>
            ) : t.icon === "loop" ? (
              <>
                <path d="M-15 2a15 15 0 0 1 26-10" strokeLinecap="round" />
                <path d="M15 -2a15 15 0 0 1-26 10" strokeLinecap="round" />
                <path d="M12 -17v9h-9M-12 17v-9h9" strokeLinecap="round" />
              </>
            ) : (
              <>
                <path d="M-17 10a17 17 0 1 1 34 0" strokeLinecap="round" />
                <path d="M0 10L9 -6" strokeLinecap="round" />
              </>
            )}
          </g>
          <text x="20" y="114" fill="#ffffff" fontSize="22" fontWeight="700">
            {t.label}
          </text>
          <rect x="20" y="132" width="120" height="8" rx="4" fill="#ffffff" opacity="0.25" />
          <rect x="20" y="148" width="84" height="8" rx="4" fill="#ffffff" opacity="0.15" />
        </g>
      ))}
      <circle cx="260" cy="230" r="46" fill="#ffb547" />
      <circle cx="260" cy="230" r="58" fill="none" stroke="#ffb547" strokeWidth="2" opacity="0.5" />
      <text x="260" y="242" textAnchor="middle" fill="#0b1530" fontSize="32" fontWeight="800">
        H2
      </text>
    </svg>
  );
}

/** Leaders from Ireland, France and Poland linked with India on an abstract globe. */
export function LeadershipArt() {
  const nodes = [
    { code: "IE", name: "Ireland", x: 120, y: 132, fill: "#3fd3b8" },
    { code: "FR", name: "France", x: 178, y: 250, fill: "#8eadff" },
    { code: "PL", name: "Poland", x: 278, y: 128, fill: "#ff7a63" },
    { code: "IN", name: "India", x: 392, y: 300, fill: "#ffb547" },
  ] as const;
  const india = nodes[3];
  return (
    <svg viewBox="0 0 520 460" role="img" aria-labelledby="leadership-art">
      <title id="leadership-art">{artImages.leadership.alt}</title>
      <rect x="10" y="10" width="500" height="440" rx="32" fill={PANEL} />
      <g fill="none" stroke="#2647d6" strokeWidth="2" opacity="0.7">
        <circle cx="260" cy="226" r="180" />
        <ellipse cx="260" cy="226" rx="90" ry="180" />
        <ellipse cx="260" cy="226" rx="150" ry="180" />
        <path d="M80 226h360M104 136h312M104 316h312" />
      </g>
      {nodes.slice(0, 3).map((n) => (
        <path
          key={n.code}
          d={`M${n.x} ${n.y}Q${(n.x + india.x) / 2 + 20} ${Math.min(n.y, india.y) - 90} ${india.x} ${india.y}`}
          fill="none"
          stroke="#ffb547"
          strokeWidth="3"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
      ))}
      {nodes.map((n) => (
        <g key={n.code} transform={`translate(${n.x} ${n.y})`}>
          <circle r="40" fill={n.fill} opacity="0.18" />
          <circle r="28" fill={n.fill} />
          <text y="7" textAnchor="middle" fill="#0b1530" fontSize="19" fontWeight="800">
            {n.code}
          </text>
          <rect x="-44" y="38" width="88" height="28" rx="14" fill="#0e173d" />
          <text y="57" textAnchor="middle" fill="#ffffff" fontSize="14" fontWeight="600">
            {n.name}
          </text>
        </g>
      ))}
      <g transform="translate(40 396)">
        {/* Room for wider system fonts: as an image the art cannot use the page's Inter. */}
        <rect width="276" height="36" rx="18" fill="#1d3289" />
        <text x="138" y="24" textAnchor="middle" fill="#ffffff" fontSize="15" fontWeight="600">
          4 countries · 11 nationalities
        </text>
      </g>
    </svg>
  );
}
