import { LabelChip } from "./label-chip";

/** Lean, Agile and DevOps as one continuous loop. Decorative. */
export function LoopArt() {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect width="480" height="400" rx="28" fill="#16235c" />
      <path
        d="M240 200C200 140 170 116 128 116a84 84 0 0 0 0 168c42 0 72-24 112-84s70-84 112-84a84 84 0 0 1 0 168c-42 0-72-24-112-84Z"
        fill="none"
        stroke="#2647d6"
        strokeWidth="26"
      />
      <path
        d="M240 200C200 140 170 116 128 116a84 84 0 0 0 0 168c42 0 72-24 112-84s70-84 112-84a84 84 0 0 1 0 168c-42 0-72-24-112-84Z"
        fill="none"
        stroke="#8eadff"
        strokeWidth="4"
        strokeDasharray="3 14"
        strokeLinecap="round"
      />
      {[
        [128, 200],
        [352, 200],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="34" fill="#1d3289" />
      ))}
      <path
        d="M118 186l20 14-20 14"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M362 186l-20 14 20 14"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <LabelChip x={128} y={72} width={104} height={40} label="Lean" fill="#3fd3b8" />
      <LabelChip x={240} y={200} width={104} height={40} label="Agile" fill="#ffb547" />
      <LabelChip x={352} y={328} width={104} height={40} label="DevOps" fill="#8eadff" />
    </svg>
  );
}
