/** A rounded label pill in an illustration, centred on (x, y). */
export function LabelChip({
  x,
  y,
  width,
  height,
  label,
  fill,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  fill: string;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect
        x={-width / 2}
        y={-height / 2}
        width={width}
        height={height}
        rx={height / 2}
        fill={fill}
      />
      <text
        y="6"
        textAnchor="middle"
        fill="#0b1530"
        fontSize="16"
        fontWeight="800"
        fontFamily="Inter, sans-serif"
      >
        {label}
      </text>
    </g>
  );
}
