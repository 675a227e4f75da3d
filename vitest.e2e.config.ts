import { defineConfig } from "vitest/config";
import { aliases } from "./scripts/aliases.ts";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Chromium is heavy on a 2-core machine: one browser file at a time.
    fileParallelism: false,
    // Within a file, tests marked concurrent (every-page's visits) run this many at a time.
    maxConcurrency: 3,
  },
});
