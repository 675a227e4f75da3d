// `import { X } from "lucide-react"` makes Vite load and tree-shake the package's barrel, about
// 1,700 icon modules, on every build: most of the client build's module count and a third of
// its time. This rewrites each named import to the one icon file it names, using the barrel's
// own export list (so aliases such as CheckCircle2 → circle-check resolve as lucide defines them).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * lucide-react gives every icon three class names ("lucide", "lucide-<name>" twice over) that
 * no rule of ours reads: 40 bytes of markup per icon, 100–190 bytes brotli on a page, and pages
 * are trimmed to fit the first round trip. These are the exact statements that add them, in
 * the two modules every icon renders through; the build fails if lucide changes them.
 */
const CLASS_NAMES: Record<string, [from: string, to: string]> = {
  "createLucideIcon.js": [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: lucide's source text, matched as is
    "className: mergeClasses(\n        `lucide-${toKebabCase(toPascalCase(iconName))}`,\n        `lucide-${iconName}`,\n        className\n      )",
    "className: mergeClasses(className)",
  ],
  // No class attribute at all rather than class="" for an icon given none.
  "Icon.js": [
    'className: mergeClasses("lucide", className)',
    "className: mergeClasses(className) || undefined",
  ],
};

/** Drops lucide's own class names from one of its modules; other modules come back as they are. */
export function stripLucideClassNames(code: string, id: string): string {
  const file = /lucide-react\/dist\/esm\/(createLucideIcon\.js|Icon\.js)$/.exec(id)?.[1];
  if (!file) return code;
  const [from, to] = CLASS_NAMES[file]!;
  if (!code.includes(from))
    throw new Error(`lucide-direct-imports: ${file} no longer adds class names as expected`);
  return code.replace(from, to);
}

/** Icon export name → file under lucide-react/dist/esm/icons, read from the barrel. */
export function lucideIconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.js';/g))
    for (const spec of m[1]!.split(","))
      files.set(spec.replace(/^\s*default as\s+/, "").trim(), m[2]!);
  return files;
}

/** The specifiers of a lucide-react import list: `ArrowRight, Map as MapIcon, type LucideProps`. */
function specifiers(list: string) {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((raw) => {
      const type = raw.startsWith("type ");
      const [name, local = name] = raw.replace(/^type\s+/, "").split(/\s+as\s+/) as [
        string,
        string?,
      ];
      return { type, name, local };
    });
}

/** The icons a module imports from lucide-react by name (their exported names, types left out). */
export function lucideImportedNames(code: string): string[] {
  return [...code.matchAll(IMPORT)].flatMap((m) =>
    specifiers(m[1]!)
      .filter((s) => !s.type)
      .map((s) => s.name),
  );
}

/** Rewrites lucide-react named imports in one module; type-only names stay on the package. */
export function rewriteLucideImports(code: string, files: Map<string, string>): string {
  return code.replace(IMPORT, (whole, list: string) => {
    const types: string[] = [];
    const lines: string[] = [];
    for (const { type, name, local } of specifiers(list)) {
      if (type) {
        types.push(name === local ? name : `${name} as ${local}`);
        continue;
      }
      const file = files.get(name);
      if (!file) return whole; // unknown name: leave the import to the barrel (and its error)
      lines.push(`import ${local} from "lucide-react/dist/esm/icons/${file}.js";`);
    }
    if (types.length) lines.unshift(`import type { ${types.join(", ")} } from "lucide-react";`);
    return lines.join("\n");
  });
}

export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "lucide-direct-imports",
    enforce: "pre",
    transform(code, id) {
      const path = id.split("?")[0]!;
      if (path.includes("/node_modules/lucide-react/")) {
        const out = stripLucideClassNames(code, path);
        return out === code ? null : { code: out, map: null };
      }
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      if (!files) {
        const pkg = createRequire(import.meta.url).resolve("lucide-react/package.json");
        files = lucideIconFiles(
          readFileSync(join(dirname(pkg), "dist/esm/lucide-react.js"), "utf8"),
        );
      }
      const out = rewriteLucideImports(code, files);
      return out === code ? null : { code: out, map: null };
    },
  };
}
