import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./scripts/aliases";
import { lucideDirectImports } from "./scripts/lucide-direct-imports";

export default defineConfig({
  plugins: [lucideDirectImports(), tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  // Bundled into the prerender build too, so the markup it writes comes through the same
  // lucide-direct-imports transform as the browser's (hydration sees identical icons).
  ssr: { noExternal: ["lucide-react"] },
  // Chunk sizes are measured by `npm run bench`; gzipping every chunk to print them slows each build.
  build: { assetsInlineLimit: 0, reportCompressedSize: false },
});
