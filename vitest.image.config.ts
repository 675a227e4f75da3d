import { defineConfig } from "vitest/config";
import { aliases } from "./scripts/aliases.ts";

// The production image, built and run (tests/image/stack.test.ts): one file, slow to start
// (the image build), so its hooks wait as long as a cold build takes.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/image/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
