/** Original illustrations for the sector pages, one per sector (drawn to SVG files at build). */
import { artImages, type SectorArtVariant } from "./catalogue";

const PANEL = "#16235c";
const INK = "#0b1530";

function FintechArt() {
  return (
    <>
      <rect x="40" y="40" width="300" height="190" rx="20" fill="#ffffff" />
      <rect x="62" y="62" width="110" height="12" rx="6" fill={INK} opacity="0.8" />
      <rect x="62" y="84" width="70" height="8" rx="4" fill="#5b6478" opacity="0.45" />
      <path d="M62 200L112 168L152 180L202 128L248 146L318 96V210H62Z" fill="#dbe5ff" />
      <path
        d="M62 200L112 168L152 180L202 128L248 146L318 96"
        fill="none"
        stroke="#2647d6"
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="318" cy="96" r="8" fill="#ffb547" stroke={INK} strokeWidth="3" />
      {/* Chain of blocks */}
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${392 + (i % 2) * 36} ${48 + i * 62})`}>
          <path d="M26 0l26 14v28L26 56 0 42V14Z" fill="#5d84fb" />
          <path d="M0 14l26 14 26-14M26 28v28" fill="none" stroke="#1d3289" strokeWidth="3" />
        </g>
      ))}
      <path
        d="M418 104L454 110M454 166L418 172"
        stroke="#8eadff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* Card */}
      <g transform="translate(214 262) rotate(-7)">
        <rect width="250" height="152" rx="18" fill="#ffb547" />
        <rect y="30" width="250" height="26" fill={INK} opacity="0.85" />
        <rect x="22" y="76" width="40" height="30" rx="6" fill={INK} opacity="0.25" />
        {[0, 1, 2, 3].map((g) => (
          <g key={g} transform={`translate(${22 + g * 54} 124)`}>
            {[0, 1, 2, 3].map((d) => (
              <circle key={d} cx={d * 10} r="3" fill={INK} opacity="0.55" />
            ))}
          </g>
        ))}
      </g>
      {/* Shield */}
      <g transform="translate(78 270)">
        <path d="M60 0l60 22v44c0 40-26 70-60 84C26 136 0 106 0 66V22Z" fill="#3fd3b8" />
        <path
          d="M34 74l18 18 36-40"
          fill="none"
          stroke={INK}
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </>
  );
}

function RetailArt() {
  const products = ["#ffb547", "#3fd3b8", "#ff7a63", "#8eadff", "#ffd08a", "#7ee6d3"];
  return (
    <>
      <rect x="40" y="40" width="330" height="260" rx="20" fill="#ffffff" />
      <rect x="40" y="40" width="330" height="40" rx="20" fill="#dbe5ff" />
      <rect x="40" y="60" width="330" height="20" fill="#dbe5ff" />
      {["#ff7a63", "#ffb547", "#3fd3b8"].map((c, i) => (
        <circle key={c} cx={66 + i * 20} cy="60" r="6" fill={c} />
      ))}
      <rect x="140" y="52" width="200" height="16" rx="8" fill="#ffffff" />
      {products.map((c, i) => (
        <g key={c} transform={`translate(${60 + (i % 3) * 102} ${96 + Math.floor(i / 3) * 100})`}>
          <rect width="88" height="56" rx="10" fill={c} />
          <rect x="0" y="64" width="64" height="7" rx="3.5" fill={INK} opacity="0.7" />
          <rect x="0" y="77" width="38" height="7" rx="3.5" fill="#2647d6" opacity="0.6" />
        </g>
      ))}
      {/* Basket bubble */}
      <g transform="translate(420 110)">
        <circle r="52" fill="#ffb547" />
        <path
          d="M-26 -16h8l10 34h30l8-24h-44"
          fill="none"
          stroke={INK}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="-4" cy="28" r="5" fill={INK} />
        <circle cx="18" cy="28" r="5" fill={INK} />
        <circle cx="34" cy="-36" r="14" fill="#ff7a63" />
        <text x="34" y="-30" textAnchor="middle" fontSize="16" fontWeight="800" fill={INK}>
          3
        </text>
      </g>
      {/* Peak traffic chart */}
      <g transform="translate(214 300)">
        <rect width="270" height="124" rx="18" fill="#1d3289" />
        {[22, 30, 26, 38, 46, 40, 84, 52].map((h, i) => (
          <rect
            key={i}
            x={24 + i * 29}
            y={104 - h}
            width="18"
            height={h}
            rx="4"
            fill={i === 6 ? "#ff7a63" : "#5d84fb"}
          />
        ))}
        <text x="24" y="30" fontSize="14" fontWeight="700" fill="#ffffff">
          Peak
        </text>
      </g>
      {/* Parcels */}
      <g transform="translate(60 322)">
        <rect width="92" height="76" rx="8" fill="#ffd08a" />
        <rect x="38" width="16" height="76" fill="#a65b00" opacity="0.45" />
        <rect x="70" y="30" width="74" height="60" rx="8" fill="#ffb547" />
        <rect x="100" y="30" width="14" height="60" fill="#a65b00" opacity="0.45" />
      </g>
    </>
  );
}

function MartechArt() {
  const layers = [
    { w: 250, fill: "#8eadff" },
    { w: 200, fill: "#3fd3b8" },
    { w: 150, fill: "#ffb547" },
    { w: 100, fill: "#ff7a63" },
  ];
  const channels = [
    { x: 70, fill: "#3fd3b8" },
    { x: 170, fill: "#ffb547" },
    { x: 270, fill: "#ff7a63" },
  ];
  return (
    <>
      {/* Channels */}
      {channels.map((c) => (
        <g key={c.x}>
          <path
            d={`M${c.x} 96C${c.x} 130 170 120 170 158`}
            fill="none"
            stroke="#8eadff"
            strokeWidth="3"
            strokeDasharray="4 8"
            strokeLinecap="round"
          />
          <circle cx={c.x} cy="72" r="32" fill={c.fill} />
        </g>
      ))}
      {/* Mail */}
      <g transform="translate(52 60)" fill="none" stroke={INK} strokeWidth="4">
        <rect width="36" height="26" rx="4" />
        <path d="M2 3l16 12L34 3" strokeLinejoin="round" />
      </g>
      {/* Phone */}
      <rect x="158" y="52" width="24" height="40" rx="6" fill="none" stroke={INK} strokeWidth="4" />
      <circle cx="170" cy="84" r="2.5" fill={INK} />
      {/* Megaphone */}
      <g transform="translate(254 58)" fill="none" stroke={INK} strokeWidth="4">
        <path d="M4 10h8l18-10v28L12 18H4Z" strokeLinejoin="round" />
        <path d="M10 18l4 10" strokeLinecap="round" />
      </g>
      {/* Funnel */}
      {layers.map((l, i) => (
        <rect
          key={l.fill}
          x={170 - l.w / 2}
          y={162 + i * 54}
          width={l.w}
          height="42"
          rx="12"
          fill={l.fill}
        />
      ))}
      {/* Attribution donut */}
      <g transform="translate(396 200)">
        <rect x="-86" y="-110" width="172" height="236" rx="20" fill="#ffffff" />
        <g transform="rotate(-90)" fill="none" strokeWidth="22">
          <circle r="50" stroke="#dbe5ff" />
          <circle r="50" stroke="#2647d6" strokeDasharray="126 314" />
          <circle r="50" stroke="#ffb547" strokeDasharray="78 314" strokeDashoffset="-126" />
          <circle r="50" stroke="#3fd3b8" strokeDasharray="56 314" strokeDashoffset="-204" />
        </g>
        {["#2647d6", "#ffb547", "#3fd3b8"].map((c, i) => (
          <g key={c} transform={`translate(-60 ${76 + i * 16})`}>
            <rect width="10" height="10" rx="3" fill={c} />
            <rect x="18" y="1" width={70 - i * 14} height="8" rx="4" fill={INK} opacity="0.55" />
          </g>
        ))}
      </g>
    </>
  );
}

/** Sector hero illustration on the shared dark panel. */
export function SectorArt({ variant }: { variant: SectorArtVariant }) {
  const id = `${variant}-art-title`;
  return (
    <svg viewBox="0 0 520 460" role="img" aria-labelledby={id}>
      <title id={id}>{artImages[variant].alt}</title>
      <rect x="10" y="10" width="500" height="440" rx="32" fill={PANEL} />
      {variant === "fintech" ? <FintechArt /> : null}
      {variant === "retail" ? <RetailArt /> : null}
      {variant === "martech" ? <MartechArt /> : null}
    </svg>
  );
}
