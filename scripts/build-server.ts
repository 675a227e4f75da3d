import { build, type Metafile, type Plugin } from "esbuild";
import { caseStudyTitles } from "../content/resources/case-study-files.server";

/** What `npm run serve` and the production image run (docs/decisions/0002-node-24-runtime.md). */
export const serverEntry = (buildDir: string) => `${buildDir}/server/index.mjs`;

/** The owner CLI as the image runs it: `node build/server/inquiries.mjs report` (docs/owner-cli.md). */
export const cliEntry = (buildDir: string) => `${buildDir}/server/inquiries.mjs`;

/**
 * The server, and the owner CLI beside it, each as one JavaScript module for Node 24: their
 * TypeScript, the React answer pages and the `~/` and `@lib/` imports (tsconfig `paths`)
 * bundled; every npm package stays an import of node_modules, so production installs only the
 * `dependencies` (scripts/cli-build.test.ts checks the CLI needs nothing else).
 */
export async function buildServer(buildDir: string): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: { index: "server/index.ts", inquiries: "scripts/inquiries.ts" },
    outdir: `${buildDir}/server`,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node24",
    jsx: "automatic",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [studyTitlesWrittenIn],
  });
  return metafile;
}

/**
 * The studies' titles (server/downloads/study-titles.ts) as they are now, written into the
 * bundle: the server runs where the content folder is not (the image).
 */
const studyTitlesWrittenIn: Plugin = {
  name: "h2-study-titles",
  setup(b) {
    b.onLoad({ filter: /[\\/]server[\\/]downloads[\\/]study-titles\.ts$/ }, () => ({
      contents: `export const studyTitles = ${JSON.stringify(caseStudyTitles())};`,
      loader: "js",
    }));
  },
};
