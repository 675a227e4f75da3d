import { generatedCoverSvg } from "@lib/cover-art";
import { Circle, G, Path, Rect, Svg } from "@react-pdf/renderer";
import type { ReactElement } from "react";

/** SVG attribute names as react-pdf's props spell them. */
const PROP: Record<string, string> = {
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-dasharray": "strokeDasharray",
  "fill-opacity": "fillOpacity",
};
const NUMERIC = new Set(["x", "y", "width", "height", "rx", "opacity", "strokeWidth"]);

/**
 * The dot grid: rows drawn as zero-length dashes with round caps, which PDF's dash pattern
 * refuses (pdfkit wants lengths above zero), drawn as the circles they show.
 */
function dots(key: number, props: Record<string, string | number>): ReactElement {
  const gap = Number(String(props.strokeDasharray).split(" ")[1]);
  const r = Number(props.strokeWidth) / 2;
  const circles: ReactElement[] = [];
  for (const [, x, y, length] of String(props.d).matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let dx = 0; dx <= Number(length); dx += gap)
      circles.push(<Circle key={`${x}-${y}-${dx}`} cx={Number(x) + dx} cy={Number(y)} r={r} />);
  }
  return (
    <G key={key} fill={String(props.stroke)} opacity={Number(props.opacity ?? 1)}>
      {circles}
    </G>
  );
}

/**
 * A study's cover art (lib/cover-art.ts, the drawing its page and cards show) as react-pdf
 * vector shapes: the same markup read element by element, so the PDF's picture is the site's
 * and costs a few hundred bytes, not an image. The drawing holds only <rect> and <path>.
 */
export function CoverArtPdf({
  image,
  industry,
  width,
}: {
  image: string;
  industry: string;
  width: number;
}) {
  const svg = generatedCoverSvg(image, industry);
  if (!svg) throw new Error(`case-study PDF: ${image} is not generated art`);
  const [, w = "1200", h = "675"] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
  const shapes: ReactElement[] = [];
  for (const [i, m] of [...svg.matchAll(/<(rect|path)\s([^>]*?)\/>/g)].entries()) {
    const props: Record<string, string | number> = {};
    for (const [, name, value] of m[2]!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      const key = PROP[name!] ?? name!;
      props[key] = NUMERIC.has(key) ? Number(value) : value!;
    }
    if (m[1] === "rect")
      shapes.push(<Rect key={i} {...(props as { width: number; height: number })} />);
    else if (String(props.strokeDasharray ?? "").startsWith("0 ")) shapes.push(dots(i, props));
    else shapes.push(<Path key={i} {...(props as { d: string })} />);
  }
  return (
    <Svg viewBox={`0 0 ${w} ${h}`} style={{ width, height: (width * Number(h)) / Number(w) }}>
      {shapes}
    </Svg>
  );
}
