import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, iconNode, spriteIconModule, spriteSvg } from "./lucide-sprite";

const ICONS = "node_modules/lucide-react/dist/esm/icons";
const rocket = readFileSync(`${ICONS}/rocket.js`, "utf8");

describe("lucide sprite", () => {
  it("reads an icon's drawing from its lucide module", () => {
    const node = iconNode(rocket);
    expect(node).toHaveLength(4);
    expect(node[0]![0]).toBe("path");
    expect(node[0]![1].d).toMatch(/^M12 15v5/);
    expect(() => iconNode("export default 1;")).toThrow(/without its __iconNode/);
  });

  it("writes one symbol per icon, sorted, with SVG attribute names and no React keys", () => {
    const svg = spriteSvg(
      new Map([
        ["zeta", [["circle", { cx: 12, cy: 12, r: 3, key: "a" }]]],
        ["alpha", [["path", { d: 'M1 1"<&', strokeWidth: 3, key: "b" }]]],
      ]),
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="alpha" viewBox="0 0 24 24"><path d="M1 1&quot;&lt;&amp;" stroke-width="3"/></symbol>' +
        '<symbol id="zeta" viewBox="0 0 24 24"><circle cx="12" cy="12" r="3"/></symbol></svg>',
    );
  });

  it("rewrites an icon module to draw a reference into the sprite, keeping its component", () => {
    const out = spriteIconModule(rocket, "/assets/icons-abc.svg#rocket");
    expect(out).toContain(
      'const __iconNode = [["use",{"href":"/assets/icons-abc.svg#rocket","key":"use"}]];',
    );
    expect(out).toContain('createLucideIcon("rocket", __iconNode)');
    expect(out).not.toContain("M12 15v5");
    expect(() => spriteIconModule("export default 1;", "x")).toThrow(/without its __iconNode/);
  });

  it("names the file by its content: the same icons give the same URL, others another", () => {
    const a = buildSprite(ICONS, ["rocket", "eye"]);
    const b = buildSprite(ICONS, new Set(["eye", "rocket"]));
    const c = buildSprite(ICONS, ["rocket"]);
    expect(a.url).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/);
    expect(b.url).toBe(a.url);
    expect(c.url).not.toBe(a.url);
    expect([...a.icons].sort()).toEqual(["eye", "rocket"]);
    expect(a.svg).toContain('<symbol id="eye"');
    expect(a.svg.match(/<symbol /g)).toHaveLength(2);
  });
});
