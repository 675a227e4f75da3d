import { build } from "esbuild";

/** What `npm run serve` and the production image run (docs/decisions/0002-node-24-runtime.md). */
export const serverEntry = (buildDir: string) => `${buildDir}/server/index.mjs`;

/**
 * The server as one JavaScript module for Node 24: its TypeScript, the React answer pages it
 * renders and the `~/` and `@lib/` imports (tsconfig `paths`) bundled; every npm package stays
 * an import of node_modules, so production installs only the `dependencies`.
 */
export async function buildServer(buildDir: string) {
  await build({
    entryPoints: ["server/index.ts"],
    outfile: serverEntry(buildDir),
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node24",
    jsx: "automatic",
    sourcemap: "linked",
    logLevel: "warning",
  });
}
