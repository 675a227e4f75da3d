import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "~/components/site/icon";
import { iconField, iconNames, iconSvg } from "./icons.server";

describe("content icons", () => {
  it("resolves every name to the paths inside its <svg>, one name per drawing", () => {
    const bodies = iconNames.map((name) => iconSvg(name));
    for (const body of bodies) {
      expect(body).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
      expect(body).not.toContain("<svg");
    }
    expect(new Set(bodies).size).toBe(iconNames.length);
  });

  it("draws the icon as lucide-react does (same attributes, same paths)", async () => {
    const { Rocket } = await import("lucide-react");
    const ours = renderToStaticMarkup(<Icon svg={iconSvg("Rocket")} className="size-6" />);
    const theirs = renderToStaticMarkup(<Rocket className="size-6" aria-hidden="true" />);
    // lucide adds its own class names, which the build's lucide plugin strips.
    expect(theirs.replace(/class="[^"]*"/, 'class="size-6"')).toBe(ours);
  });

  it("parses a known name to its markup and names the file to edit for an unknown one", () => {
    expect(iconField.parse("ShieldCheck")).toBe(iconSvg("ShieldCheck"));
    const bad = iconField.safeParse("Unicorn");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'unknown icon "Unicorn": add it to content/icons.server.ts',
    );
  });
});
