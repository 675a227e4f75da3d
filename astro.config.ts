import { realpathSync } from "node:fs";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { site } from "./content/site";
import { aliases } from "./scripts/aliases";
import { buildCaseStudyMode } from "./scripts/case-study-mode";
import { inlineScript } from "./scripts/inline-script";
import { islandDirectives } from "./scripts/island-directives";
import { lucideDirectImports } from "./scripts/lucide-direct-imports";

// The editor (Keystatic, keystatic.config.ts) joins the site only under `npm run cms`
// (scripts/cms.ts sets H2_CMS=1): a public build or `npm run dev` has no /keystatic route and no
// editor code. A config-time switch, like BUILD_DIR; server code reads only server/env.ts.
const cms = process.env.H2_CMS === "1";
const editor = cms ? [(await import("@keystatic/astro")).default()] : [];
// `npm run cms:build` builds the editor's own private host: the same pages, plus the editor and
// its API served on demand by a Node server (docs/editing.md, "Host the editor").
const adapter = cms ? (await import("@astrojs/node")).default({ mode: "standalone" }) : undefined;

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
const buildDir = process.env.BUILD_DIR || "build";

// Every page is rendered to HTML at build; React reaches the browser only as an island where
// state must live there (the blog's search, `client:touch`).
export default defineConfig({
  site: site.origin,
  srcDir: "./app",
  // With the adapter (the editor host) Astro puts client/ and server/ inside outDir itself.
  outDir: adapter ? buildDir : `${buildDir}/client`,
  output: "static",
  trailingSlash: "ignore",
  // /about → about/index.html, the layout the Hono server and nginx serve. The stylesheet stays a
  // file: the build inlines each page's own rules and links the whole sheet after them
  // (scripts/critical-css.ts).
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  integrations: [react(), islandDirectives(), ...editor],
  ...(adapter ? { adapter } : {}),
  devToolbar: { enabled: false },
  server: { port: 5173 },
  vite: {
    plugins: [inlineScript(), lucideDirectImports(), tailwindcss()],
    // How the case-study links deliver (the site's facts, or a test build's switch), and which
    // scheduler the booking links go to: facts of the build, so no page carries them in markup.
    define: {
      __H2_CASE_STUDY_DOWNLOADS__: JSON.stringify(buildCaseStudyMode()),
      __H2_SCHEDULER_KIND__: JSON.stringify(site.schedulerKind),
    },
    resolve: { alias: aliases },
    // Bundled, not loaded by Node, so lucideDirectImports can trim its class names. Astro 7
    // renders static pages in an environment of its own ("prerender") beside "ssr" (the
    // editor host's).
    ssr: { noExternal: ["lucide-react"] },
    environments: {
      prerender: { resolve: { noExternal: ["lucide-react"] } },
      client: {
        build: {
          rolldownOptions: {
            output: {
              // A component's <script> is named after its component (Astro adds
              // "_astro_type_script_index_0_lang" to the chunk's name): every page's head
              // carries the page script's address, in its first round trip.
              entryFileNames: (chunk: { name: string }) =>
                `assets/${chunk.name.replace(/\.astro_astro_type_script_.*$/, "")}.[hash].js`,
            },
          },
        },
      },
    },
    // Keystatic's API route imports `astro:env/server`, which Vite's dependency pre-bundler
    // cannot resolve; it is server code anyway, so it is left to Astro.
    // Its own dependency cache: a copy of the checkout (the editor's browser test) links
    // node_modules here and must not share node_modules/.vite with a dev server running here.
    ...(cms
      ? {
          optimizeDeps: {
            // lucide-react's icons are plain ES modules, served as they are: pre-bundled one by
            // one as the editor's icon choices reach them, each find would reload the page.
            exclude: ["@keystatic/astro/api", "lucide-react"],
            // Bundled at start-up: found on a first visit instead, they make Vite reload the
            // editor's page, and what the marketer had typed into it is gone.
            include: ["@keystatic/astro/ui", "@keystatic/core", "@keystatic/core/ui", "zod/mini"],
          },
          cacheDir: ".astro/vite",
        }
      : {}),
    build: {
      assetsInlineLimit: 0,
      cssMinify: "esbuild",
      reportCompressedSize: false,
      // One stylesheet for the whole site, named for what it is (Vite would name it after the
      // first page that imports it).
      rollupOptions: {
        output: {
          assetFileNames: (asset: { names?: string[] }) =>
            asset.names?.some((n) => n.endsWith(".css"))
              ? "assets/site.[hash][extname]"
              : "assets/[name].[hash][extname]",
        },
      },
    },
    // Builds and the server's data folder change while `npm run dev` runs: not sources.
    server: {
      watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/.bench/**"] },
      // The editor's browser test runs it in a copy of the checkout whose node_modules links
      // here; the editor's page loads modules from there, which Vite serves only from allowed
      // folders.
      // No hot reload beside the editor: a save changes a content file, and Vite would reload
      // every open page, the editor's too, which then asks "Leave site?" (or shows its error
      // overlay over the editor). The dev site shows a saved change when it is reloaded.
      ...(cms ? { fs: { allow: [".", realpathSync("node_modules")] }, hmr: false } : {}),
    },
  },
});
