import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page is static marketing content: prerender all of them to HTML at build.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // "/404" renders the catch-all route; the server answers unknown paths with it.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
