import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { site } from "./lib/site";
import { aliases } from "./scripts/aliases";
import { islandDirectives } from "./scripts/island-directives";
import { lucideDirectImports } from "./scripts/lucide-direct-imports";

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
const buildDir = process.env.BUILD_DIR || "build";

// Every page is rendered to HTML at build; React reaches the browser only as islands
// (`client:near`, `client:touch`), each loading on its own trigger.
export default defineConfig({
  site: site.origin,
  srcDir: "./app",
  outDir: `${buildDir}/client`,
  output: "static",
  trailingSlash: "ignore",
  // /about → about/index.html, the layout the Hono server and nginx serve.
  build: { format: "directory", assets: "assets", inlineStylesheets: "always" },
  integrations: [react(), islandDirectives()],
  devToolbar: { enabled: false },
  server: { port: 5173 },
  vite: {
    plugins: [lucideDirectImports(), tailwindcss()],
    resolve: { alias: aliases },
    ssr: { noExternal: ["lucide-react"] },
    build: { assetsInlineLimit: 0, reportCompressedSize: false },
  },
});
