import { defineConfig } from "vitest/config";
import { aliases } from "./scripts/aliases.ts";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three browser engines on a 2-core machine: one file, one browser at a time.
    fileParallelism: false,
  },
});
