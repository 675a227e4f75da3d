import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  lucideIconFiles,
  rewriteLucideImports,
  stripLucideClassNames,
} from "./lucide-direct-imports";

const barrel = readFileSync("node_modules/lucide-react/dist/esm/lucide-react.js", "utf8");
const files = lucideIconFiles(barrel);

describe("lucide direct imports", () => {
  it("maps names and lucide's own aliases to icon files", () => {
    expect(files.get("ArrowRight")).toBe("arrow-right");
    expect(files.get("CheckCircle2")).toBe("circle-check");
    expect(files.get("Loader2")).toBe("loader-circle");
    expect(files.get("X")).toBe("x");
  });

  it("rewrites named imports to one file each, keeps type imports, renames locals", () => {
    const out = rewriteLucideImports(
      'import { ArrowRight, Map as MapIcon, type LucideProps } from "lucide-react";\nconst a = 1;',
      files,
    );
    expect(out).toBe(
      [
        'import type { LucideProps } from "lucide-react";',
        'import ArrowRight from "lucide-react/dist/esm/icons/arrow-right.js";',
        'import MapIcon from "lucide-react/dist/esm/icons/map.js";',
        "const a = 1;",
      ].join("\n"),
    );
  });

  it("leaves an import with an unknown name to the package (so its error surfaces)", () => {
    const code = 'import { NoSuchIcon } from "lucide-react";';
    expect(rewriteLucideImports(code, files)).toBe(code);
  });

  it("every icon file it points at exists", () => {
    for (const file of new Set(files.values()))
      expect(() =>
        readFileSync(`node_modules/lucide-react/dist/esm/icons/${file}.js`),
      ).not.toThrow();
  });

  it("drops lucide's own class names, keeps the caller's, and fails on a changed source", () => {
    const dir = "node_modules/lucide-react/dist/esm";
    for (const file of ["createLucideIcon.js", "Icon.js"]) {
      const id = `/x/${dir}/${file}`;
      const out = stripLucideClassNames(readFileSync(`${dir}/${file}`, "utf8"), id);
      expect(out).not.toMatch(/"lucide"|`lucide-/);
      expect(out).toMatch(/className: mergeClasses\(className\)( \|\| undefined)?[,\n]/);
      expect(() => stripLucideClassNames("export default 1;", id)).toThrow(/no longer adds/);
    }
    const other = readFileSync(`${dir}/icons/check.js`, "utf8");
    expect(stripLucideClassNames(other, `/x/${dir}/icons/check.js`)).toBe(other);
  });
});
