import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroUserConfig } from "astro";
import { defineConfig } from "astro/config";
import { site } from "./lib/site";
import { aliases } from "./scripts/aliases";
import { islandDirectives } from "./scripts/island-directives";
import { lucideDirectImports } from "./scripts/lucide-direct-imports";

// Astro 5 runs its own Vite 6; these plugins are typed against the project's Vite 7 (Vitest's).
type AstroVitePlugin = NonNullable<NonNullable<AstroUserConfig["vite"]>["plugins"]>[number];

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
const buildDir = process.env.BUILD_DIR || "build";

// Every page is rendered to HTML at build; React reaches the browser only as an island where
// state must live there (the blog's search, `client:touch`).
export default defineConfig({
  site: site.origin,
  srcDir: "./app",
  outDir: `${buildDir}/client`,
  output: "static",
  trailingSlash: "ignore",
  // /about → about/index.html, the layout the Hono server and nginx serve. The stylesheet stays a
  // file: the build inlines each page's own rules and links the whole sheet after them
  // (scripts/critical-css.ts).
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  integrations: [react(), islandDirectives()],
  devToolbar: { enabled: false },
  server: { port: 5173 },
  vite: {
    plugins: [lucideDirectImports(), tailwindcss()] as AstroVitePlugin[],
    resolve: { alias: aliases },
    ssr: { noExternal: ["lucide-react"] },
    build: {
      assetsInlineLimit: 0,
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
    server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/.bench/**"] } },
  },
});
