import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PATHS = JSON.parse(readFileSync(resolve(ROOT, "tsconfig.json"), "utf8")).compilerOptions
  .paths as Record<string, string[]>;

/** The import suffix that asks for a module compiled to one inline script: `./x.ts?inline-script`. */
const SUFFIX = "?inline-script";
const PREFIX = "\0inline-script:";

/**
 * Compiles a TypeScript module, with what it imports, into one minified script and gives it to
 * the importer as a string, for a page to inline in a `<script>` (its CSP hash is taken from the
 * built page, so it is the hash of this very text). The module is written, linted, type-checked
 * and unit-tested as any other; only the page gets it compiled.
 */
export function inlineScript(): Plugin {
  return {
    name: "h2:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, {
        skipSelf: true,
      });
      return target ? `${PREFIX}${target.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const code = await compileInline(id.slice(PREFIX.length));
      for (const file of code.inputs) this.addWatchFile(file);
      return `export default ${JSON.stringify(code.text)};`;
    },
  };
}

/** One browser script from `entry`: bundled, minified, wrapped so it leaks no names. */
export async function compileInline(entry: string): Promise<{ text: string; inputs: string[] }> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    legalComments: "none",
    // The project's module paths, but not "use strict": every page's head carries the script,
    // and TypeScript has checked it.
    tsconfigRaw: { compilerOptions: { baseUrl: ROOT, paths: PATHS, alwaysStrict: false } },
    write: false,
    metafile: true,
  });
  const text = out.outputFiles[0]?.text.trim() ?? "";
  return { text, inputs: Object.keys(out.metafile.inputs).map((file) => resolve(file)) };
}
