import { iconNames } from "@content/icons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";
import { iconSvg } from "./icon-svg.server";

describe("content icons", () => {
  it("draws every name content may use as the paths inside its <svg>, one name per drawing", () => {
    const bodies = iconNames.map((name) => iconSvg(name));
    for (const body of bodies) {
      expect(body).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
      expect(body).not.toContain("<svg");
    }
    expect(new Set(bodies).size).toBe(iconNames.length);
  });

  it("draws the icon as lucide-react does (same attributes, same paths)", async () => {
    const { Rocket } = await import("lucide-react");
    const ours = renderToStaticMarkup(<Icon name="Rocket" className="size-6" />);
    const theirs = renderToStaticMarkup(<Rocket className="size-6" aria-hidden="true" />);
    // lucide adds its own class names, which the build's lucide plugin strips.
    expect(theirs.replace(/class="[^"]*"/, 'class="size-6"')).toBe(ours);
  });
});
